import { hasExpectedSignature, isAcceptedFile, readAsDataUrl, type FileKind } from '../../../lib/files';

/** Spec §8: shown under the upload when a file cannot be read (on add). */
export const processingErrors: Record<FileKind, string> = {
  image: 'Failed to process image',
  model: 'Failed to process 3D model',
  pdf: 'Failed to process brochure',
};

/** Spec §8: the edit form's text for a file that cannot be read. */
export const editReadError = 'Error reading file. Please try a different file.';

/** Shown when the picked file is not of the accepted type (spec §5 names the types). */
export const typeErrors: Record<FileKind, string> = {
  image: 'Please choose a PNG, JPG or GIF image.',
  model: 'Please choose a .glb or .gltf 3D model.',
  pdf: 'Please choose a PDF file (.pdf).',
};

/** Spec §5 and §9: a warning only, above these sizes. */
export const LARGE_IMAGE_BYTES = { add: 5_000_000, edit: 10_000_000 } as const;

export const largeImageWarning = (bytes: number) =>
  `This image is very large (${(bytes / 1_000_000).toFixed(1)} MB). It may take a long time to upload; images up to 10MB are supported.`;

export type ReadResult = { ok: true; dataUrl: string } | { ok: false; reason: 'type' | 'unreadable' };

/**
 * Checks a picked file by extension and MIME type, then by its first bytes (PDF and binary glTF),
 * and reads it as the base64 data URL the backend takes.
 */
export async function readPartFile(file: File, kind: FileKind): Promise<ReadResult> {
  if (!isAcceptedFile(file, kind)) return { ok: false, reason: 'type' };
  try {
    if (!(await hasExpectedSignature(file, kind))) return { ok: false, reason: 'unreadable' };
    return { ok: true, dataUrl: await readAsDataUrl(file) };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
