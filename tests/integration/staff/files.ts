/** Small valid files for upload tests. */
const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

export const pngFile = (name = 'photo.png', size?: number) => withSize(new File([PNG_BYTES], name, { type: 'image/png' }), size);

/** A 12-byte GLB header: magic 'glTF', version 2, total length. */
export const glbFile = (name = 'model.glb') => {
  const bytes = new Uint8Array(12);
  bytes.set([0x67, 0x6c, 0x54, 0x46]);
  new DataView(bytes.buffer).setUint32(4, 2, true);
  new DataView(bytes.buffer).setUint32(8, 12, true);
  return new File([bytes], name, { type: 'model/gltf-binary' });
};

export const pdfFile = (name = 'brochure.pdf', text = '%PDF-1.4\n%%EOF\n') => new File([text], name, { type: 'application/pdf' });

/** Pretends a file is bigger than it is (for the large-image warning) without allocating it. */
function withSize(file: File, size?: number): File {
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}
