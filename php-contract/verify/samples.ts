/**
 * Tiny but valid files for the write checks, made in code so verify needs no assets:
 * a 1×1 PNG, a one-page PDF and a minimal binary glTF (GLB). Real backends check the
 * content (magic bytes) as well as the name, so each is a well-formed file of its type.
 */

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export const png = (): Uint8Array => Uint8Array.from(Buffer.from(PNG_BASE64, 'base64'));

/** A one-page PDF with a correct cross-reference table. */
export function pdf(): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>',
  ];
  let text = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(text.length);
    text += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = text.length;
  text += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  text += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  text += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(text);
}

/** A GLB (binary glTF 2.0) holding only an empty scene. */
export function glb(): Uint8Array {
  let json = JSON.stringify({ asset: { version: '2.0', generator: 'contract-verify' }, scenes: [{ nodes: [] }], scene: 0 });
  while (json.length % 4 !== 0) json += ' ';
  const chunk = new TextEncoder().encode(json);
  const bytes = new Uint8Array(12 + 8 + chunk.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, 0x46546c67, true); // 'glTF'
  view.setUint32(4, 2, true);
  view.setUint32(8, bytes.length, true);
  view.setUint32(12, chunk.length, true);
  view.setUint32(16, 0x4e4f534a, true); // 'JSON'
  bytes.set(chunk, 20);
  return bytes;
}

export const dataUrl = (mime: string, bytes: Uint8Array): string => `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;
