import { env } from '../../../config/env';
import { hasExpectedSignature, isAcceptedFile, readAsDataUrl, type FileKind } from '../../../lib/files';
import { imageSizeNote, PHOTO_QUALITY, shrinkImage, type ImageSize } from '../../../lib/shrink-image';
import { formatBytes, jsonBodyBytes, tooLargeMessage } from '../../../lib/upload-size';
import type { PartFormValues } from './part-schema';

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

/** A picked file as it will be sent. */
export interface PickedFile {
  name: string;
  /** The base64 data URL the backend takes. */
  dataUrl: string;
  /** Sizes as picked and as sent: images are shrunk first; models and PDFs are sent as they are. */
  original: ImageSize;
  sent: ImageSize;
}

export type ReadResult = { ok: true; file: PickedFile } | { ok: false; reason: 'type' | 'unreadable' };

/**
 * Checks a picked file by extension and MIME type, then by its first bytes (PDF and binary glTF),
 * shrinks an image (lib/shrink-image) and reads the result as the base64 data URL the backend takes.
 */
export async function readPartFile(file: File, kind: FileKind, maxSide = env.imageMaxSide): Promise<ReadResult> {
  if (!isAcceptedFile(file, kind)) return { ok: false, reason: 'type' };
  try {
    if (!(await hasExpectedSignature(file, kind))) return { ok: false, reason: 'unreadable' };
    if (kind === 'image') {
      const image = await shrinkImage(file, { maxSide, quality: PHOTO_QUALITY });
      return { ok: true, file: { name: file.name, dataUrl: await readAsDataUrl(image.blob), original: image.original, sent: image.sent } };
    }
    const size = { bytes: file.size, width: null, height: null };
    return { ok: true, file: { name: file.name, dataUrl: await readAsDataUrl(file), original: size, sent: size } };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}

/** The line under a picked file: for images the size as picked and as it will be sent. */
export const sizeNote = (file: PickedFile, kind: FileKind) =>
  kind === 'image' ? imageSizeNote(file) : `Size: ${formatBytes(file.sent.bytes)}.`;

export const valueKey = { image: 'image', model: 'modelFile', pdf: 'brochureFile' } as const satisfies Record<
  FileKind,
  keyof PartFormValues
>;

/**
 * Bytes of the part's JSON body: the add body (insert_part.php, parts.php) with the edit body's
 * extra id, so one figure bounds both (the edit body's keys are shorter). Data URLs are ASCII and
 * need no escaping, so they are counted by length rather than copied into a string of many MB
 * (this runs on every render).
 */
export function partRequestBytes(values: PartFormValues): number {
  const files = [values.image, values.modelFile, values.brochureFile];
  const text = jsonBodyBytes({
    id: Number.MAX_SAFE_INTEGER,
    name: values.name.trim(),
    category: values.category,
    description: values.description.trim(),
    image: values.image ? '' : null,
    model_file: values.modelFile ? '' : null,
    brochure_file: values.brochureFile ? '' : null,
    stock: Number.MAX_SAFE_INTEGER,
  });
  return text + files.reduce((sum, file) => sum + (file?.length ?? 0), 0);
}

export interface TooLargeFile {
  kind: FileKind;
  message: string;
}

/**
 * Null when the part's request fits the backend's limit; otherwise the picked file to blame (the
 * biggest: shrinking it helps most) and a message saying by how much.
 */
export function partTooLarge(
  values: PartFormValues,
  picked: Partial<Record<FileKind, PickedFile | null>>,
  limitBytes = env.postMaxBytes,
): TooLargeFile | null {
  const requestBytes = partRequestBytes(values);
  if (requestBytes <= limitBytes) return null;
  const biggest = (Object.keys(valueKey) as FileKind[])
    .flatMap((kind) => {
      const file = picked[kind];
      return file && values[valueKey[kind]] === file.dataUrl ? [{ kind, file }] : [];
    })
    .sort((a, b) => b.file.dataUrl.length - a.file.dataUrl.length)[0];
  if (!biggest) return null;
  const { kind, file } = biggest;
  return { kind, message: tooLargeMessage({ name: file.name, fileBytes: file.sent.bytes, requestBytes, limitBytes, base64: true }) };
}
