/**
 * Shrinks a photo in the browser before it is uploaded: orientation applied, at most `maxSide`
 * pixels on its longest side, re-encoded (JPEG, or PNG when it has transparency) without its
 * metadata. Never larger than the picked file: when re-encoding does not help, the picked bytes
 * are sent with their metadata segments cut out, so location data never leaves either way.
 *
 * The browser's own decoder and encoder do the work (createImageBitmap + canvas): no library.
 * Every step is feature-detected for the support target (Safari 15.4, Chrome and Firefox 100):
 * OffscreenCanvas falls back to a <canvas>, createImageBitmap's options to an <img>, and a
 * browser that cannot decode the file keeps it as picked (minus metadata).
 */
import { formatBytes } from './upload-size';

export interface ShrinkOptions {
  maxSide: number;
  /** JPEG quality, 0..1. */
  quality: number;
}

export interface ImageSize {
  bytes: number;
  /** Pixel size with orientation applied; null when the browser could not decode the file. */
  width: number | null;
  height: number | null;
}

export interface ShrunkImage {
  /** What to send. */
  blob: Blob;
  original: ImageSize;
  sent: ImageSize;
}

export const PHOTO_QUALITY = 0.8;

const describeSize = ({ bytes, width, height }: ImageSize) =>
  width && height ? `${width} × ${height} px, ${formatBytes(bytes)}` : formatBytes(bytes);

/** The line under a picked image: its size as picked and as it will be sent. */
export const imageSizeNote = ({ original, sent }: Pick<ShrunkImage, 'original' | 'sent'>) =>
  `Original: ${describeSize(original)}. To be sent: ${describeSize(sent)}.`;

export async function shrinkImage(file: File, { maxSide, quality }: ShrinkOptions): Promise<ShrunkImage> {
  const stripped = await stripMetadata(file);
  // A GIF may be animated, and a canvas keeps only its first frame.
  const decoded = file.type === 'image/gif' ? null : await decode(file);
  const unknown = { width: null, height: null };
  if (!decoded) return { blob: stripped, original: { bytes: file.size, ...unknown }, sent: { bytes: stripped.size, ...unknown } };
  const original = { bytes: file.size, width: decoded.width, height: decoded.height };
  const keep = { blob: stripped, original, sent: { ...original, bytes: stripped.size } };
  try {
    const scale = Math.min(1, maxSide / Math.max(decoded.width, decoded.height));
    const width = Math.max(1, Math.round(decoded.width * scale));
    const height = Math.max(1, Math.round(decoded.height * scale));
    const surface = drawScaled(decoded.source, decoded.width, decoded.height, width, height);
    if (!surface) return keep;
    const type = file.type === 'image/png' && hasTransparency(surface.context, width, height) ? 'image/png' : 'image/jpeg';
    const encoded = await surface.encode(type, quality);
    // A browser that cannot encode the type hands back a PNG instead: keep the original then.
    if (!encoded || encoded.type !== type || encoded.size >= stripped.size) return keep;
    return { blob: encoded, original, sent: { bytes: encoded.size, width, height } };
  } catch {
    return keep;
  } finally {
    decoded.close();
  }
}

/** The name to upload a shrunk image under: its extension must match its content (upload.php checks). */
export function fileNameFor(name: string, type: string): string {
  const extension = type === 'image/jpeg' ? 'jpg' : type === 'image/png' ? 'png' : null;
  if (!extension || new RegExp(`\\.${extension === 'jpg' ? 'jpe?g' : extension}$`, 'i').test(name)) return name;
  return `${name.replace(/\.[^./]*$/, '') || 'image'}.${extension}`;
}

interface Decoded {
  source: CanvasImageSource;
  width: number;
  height: number;
  close: () => void;
}

async function decode(file: File): Promise<Decoded | null> {
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  } catch {
    // Engines without the option value reject the whole call; an <img> applies orientation in all of them.
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => URL.revokeObjectURL(url) };
  } catch {
    URL.revokeObjectURL(url);
    return null;
  }
}

type Context = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

interface Surface {
  context: Context;
  encode: (type: string, quality: number) => Promise<Blob | null>;
}

function createSurface(width: number, height: number): Surface | null {
  // Safari 15.4 and Firefox 100 have no OffscreenCanvas.
  if (window.OffscreenCanvas) {
    const canvas = new window.OffscreenCanvas(width, height);
    // Safari 16.0–16.3 has OffscreenCanvas without a 2D context.
    const context = typeof canvas.convertToBlob === 'function' ? canvas.getContext('2d') : null;
    if (context) return { context, encode: (type, quality) => canvas.convertToBlob({ type, quality }) };
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  return { context, encode: (type, quality) => new Promise((resolve) => canvas.toBlob(resolve, type, quality)) };
}

/**
 * Draws the image at the target size. Where the context cannot be asked for high-quality smoothing
 * (Firefox), halving in steps first avoids the aliasing of one big bilinear step.
 */
function drawScaled(source: CanvasImageSource, width: number, height: number, targetWidth: number, targetHeight: number): Surface | null {
  const target = createSurface(targetWidth, targetHeight);
  if (!target) return null;
  const smooth = 'imageSmoothingQuality' in target.context;
  let current = source;
  let currentWidth = width;
  let currentHeight = height;
  while (!smooth && currentWidth > targetWidth * 2) {
    currentWidth = Math.ceil(currentWidth / 2);
    currentHeight = Math.ceil(currentHeight / 2);
    const step = createSurface(currentWidth, currentHeight);
    if (!step) return null;
    step.context.drawImage(current, 0, 0, currentWidth, currentHeight);
    current = step.context.canvas;
  }
  if (smooth) target.context.imageSmoothingQuality = 'high';
  target.context.drawImage(current, 0, 0, targetWidth, targetHeight);
  return target;
}

function hasTransparency(context: Context, width: number, height: number): boolean {
  const pixels = context.getImageData(0, 0, width, height).data;
  for (let alpha = 3; alpha < pixels.length; alpha += 4) if (pixels[alpha]! < 255) return true;
  return false;
}

/**
 * The file without the segments that can carry a location or other personal data: in a JPEG the
 * EXIF and XMP (APP1), IPTC (APP13) and comment segments, keeping an EXIF orientation as a minimal
 * EXIF of its own; in a PNG the eXIf and text chunks. Anything else, or a file whose structure is
 * not understood, comes back as it is.
 */
export async function stripMetadata(file: Blob): Promise<Blob> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kept = isJpeg(bytes) ? stripJpeg(bytes) : isPng(bytes) ? stripPng(bytes) : null;
  return kept ? new Blob(kept as BlobPart[], { type: file.type }) : file;
}

const isJpeg = (bytes: Uint8Array) => bytes[0] === 0xff && bytes[1] === 0xd8;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const isPng = (bytes: Uint8Array) => PNG_SIGNATURE.every((byte, index) => bytes[index] === byte);

const APP1 = 0xe1;
const DROPPED_JPEG_MARKERS = new Set([APP1, 0xed, 0xfe]);
const START_OF_SCAN = 0xda;

/** The pieces to keep, or null when nothing needs cutting (or the structure is not understood). */
function stripJpeg(bytes: Uint8Array): Uint8Array[] | null {
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let orientation = 1;
  let dropped = false;
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === START_OF_SCAN) break;
    const end = at + 2 + ((bytes[at + 2]! << 8) | bytes[at + 3]!);
    if (end > bytes.length) return null;
    if (DROPPED_JPEG_MARKERS.has(marker)) {
      if (marker === APP1) orientation = exifOrientation(bytes.subarray(at + 4, end)) ?? orientation;
      dropped = true;
    } else {
      parts.push(bytes.subarray(at, end));
    }
    at = end;
  }
  if (!dropped) return null;
  parts.push(bytes.subarray(at));
  if (orientation !== 1) parts.splice(1, 0, orientationExif(orientation));
  return parts;
}

/** The Orientation tag (0x0112) of IFD0 in an APP1 payload, if it is EXIF and has one. */
function exifOrientation(payload: Uint8Array): number | null {
  if (String.fromCharCode(...payload.subarray(0, 6)) !== 'Exif\0\0') return null;
  const view = new DataView(payload.buffer, payload.byteOffset + 6, payload.byteLength - 6);
  try {
    const little = view.getUint16(0) === 0x4949;
    const ifd = view.getUint32(4, little);
    const count = view.getUint16(ifd, little);
    for (let entry = 0; entry < count; entry += 1) {
      const offset = ifd + 2 + entry * 12;
      if (view.getUint16(offset, little) === 0x0112) {
        const value = view.getUint16(offset + 8, little);
        return value >= 1 && value <= 8 ? value : null;
      }
    }
  } catch {
    // Offsets past the end: a broken EXIF block has no orientation to keep.
  }
  return null;
}

/** A minimal EXIF APP1 with the Orientation tag alone. */
function orientationExif(orientation: number): Uint8Array {
  // prettier-ignore
  return Uint8Array.of(
    0xff, APP1, 0x00, 0x22, // marker, length 34
    0x45, 0x78, 0x69, 0x66, 0x00, 0x00, // 'Exif\0\0'
    0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, // big-endian TIFF, IFD0 at 8
    0x00, 0x01, // one entry
    0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00, // Orientation, SHORT, 1 value
    0x00, 0x00, 0x00, 0x00, // no next IFD
  );
}

const DROPPED_PNG_CHUNKS = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

function stripPng(bytes: Uint8Array): Uint8Array[] | null {
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let dropped = false;
  let at = 8;
  while (at + 12 <= bytes.length) {
    const end = at + 12 + view.getUint32(at);
    if (end > bytes.length) return null;
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (DROPPED_PNG_CHUNKS.has(type)) dropped = true;
    else parts.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') break;
  }
  return dropped ? parts : null;
}
