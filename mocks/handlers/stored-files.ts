/**
 * Files the fake backend stores: their type read from their bytes, as the reference checks it, and
 * base64 data URLs sent in a record's fields turned into stored files.
 */
import * as db from '../db';
import { refused } from './route-helpers';

export type FileKind = 'image' | 'model' | 'brochure';
const FILE_LABELS: Record<FileKind, string> = { image: 'image', model: '3D model', brochure: 'brochure' };
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The file type of the bytes for a kind, by content as the reference checks it, or null. */
export function detectExtension(kind: FileKind, bytes: Uint8Array): string | null {
  const head = String.fromCharCode(...bytes.slice(0, 16));
  const text = () => new TextDecoder().decode(bytes.slice(0, 4096));
  if (kind === 'brochure') return head.startsWith('%PDF-') ? 'pdf' : null;
  if (kind === 'model') {
    if (head.startsWith('glTF')) return 'glb';
    try {
      const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
      return typeof parsed === 'object' && parsed !== null && 'asset' in parsed ? 'gltf' : null;
    } catch {
      return null;
    }
  }
  if (head.startsWith('\x89PNG')) return 'png';
  if (head.startsWith('\xff\xd8\xff')) return 'jpg';
  if (head.startsWith('GIF8')) return 'gif';
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return 'webp';
  return /<svg[\s>]/i.test(text()) ? 'svg' : null;
}

/**
 * Base64 data URLs become stored files, as the reference's stored_file_value does; paths pass through;
 * blank is null. Its refusals carry `message` on every script, blog_posts.php included, as there.
 */
export function storeIfDataUrl(value: unknown, kind: FileKind, folder: string): string | null {
  if (typeof value !== 'string' || !value.trim()) return null;
  const text = value.trim();
  if (!text.startsWith('data:')) return text;
  const match = /^data:([\w.+-]+\/[\w.+-]+)?((?:;[\w.+-]+=[\w.+-]+)*);base64,(.*)$/s.exec(text);
  let bytes: Uint8Array | null;
  try {
    bytes = match ? Uint8Array.from(atob(match[3]!.replace(/\s+/g, '')), (char) => char.charCodeAt(0)) : null;
  } catch {
    bytes = null;
  }
  if (!bytes || bytes.length === 0) return refused(`Invalid ${FILE_LABELS[kind]} data`);
  if (bytes.length > MAX_UPLOAD_BYTES) return refused(`The ${FILE_LABELS[kind]} is too large (maximum 10MB)`);
  const extension = detectExtension(kind, bytes);
  if (!extension) return refused(`Invalid ${FILE_LABELS[kind]} file type`);
  const path = `uploads/${folder}/${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}.${extension}`;
  db.insert('files', { path, dataUrl: text });
  return path;
}
