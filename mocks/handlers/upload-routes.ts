/** upload.php: a brochure PDF or a blog image sent as multipart, checked by name and by content. */
import type { uploadCalls } from '../../php-contract/site-calls';
import * as db from '../db';
import { fail, ok, type Route, type RouteRequest } from './route-helpers';
import { detectExtension, MAX_UPLOAD_BYTES, type FileKind } from './stored-files';

const UPLOAD_KINDS = {
  brochure: { folder: 'brochures', kind: 'brochure', extensions: { pdf: 'pdf' }, label: 'Only PDF files are allowed' },
  image: {
    folder: 'blog',
    kind: 'image',
    extensions: { png: 'png', jpg: 'jpg', jpeg: 'jpg', gif: 'gif', webp: 'webp', svg: 'svg' },
    label: 'Only PNG, JPG, GIF, WebP and SVG images are allowed',
  },
} as const satisfies Record<string, { folder: string; kind: FileKind; extensions: Record<string, string>; label: string }>;

async function uploadFile({ request }: RouteRequest) {
  const form = await request.formData().catch(() => null);
  const type = String(form?.get('type') ?? '').trim();
  if (type !== 'brochure' && type !== 'image') return fail('Invalid upload type');
  const rule = UPLOAD_KINDS[type];
  const file = form?.get('file');
  // Duck-typed: under jsdom the File may come from another realm than this module's Blob.
  if (typeof file !== 'object' || file === null || !('arrayBuffer' in file)) return fail('No file uploaded');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > MAX_UPLOAD_BYTES) return fail('File is too large (maximum 10MB)');
  const name = 'name' in file ? String(file.name) : 'upload';
  const extension = (/\.([^./\\]+)$/.exec(name)?.[1] ?? '').toLowerCase();
  const wanted = (rule.extensions as Record<string, string>)[extension];
  if (!wanted) return fail(rule.label);
  if (detectExtension(rule.kind, bytes) !== wanted) return fail('File content does not match its type');
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  const dataUrl = `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
  const path = `uploads/${rule.folder}/${Date.now().toString(36)}-${name.replace(/[^\w.-]+/g, '_')}`;
  db.insert('files', { path, dataUrl });
  return ok('File uploaded successfully', { file_path: path });
}

export const uploadRoutes = { uploadFile } satisfies Record<keyof typeof uploadCalls, Route>;
