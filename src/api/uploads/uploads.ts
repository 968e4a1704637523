import { uploadCalls, uploadWire } from '@contract';
import { ApiError } from '../../lib/api-error';
import { callEndpoint, ensureSuccess, readWire } from '../http';
import { uploadTexts } from '../texts/calls';

export type UploadType = 'brochure' | 'image';

/** Uploads a file as multipart (fields `file` and `type`) and returns the stored path. */
export async function uploadFile(file: Blob, type: UploadType, fileName?: string): Promise<string> {
  const form = new FormData();
  form.append('file', file, fileName ?? (file instanceof File ? file.name : 'upload'));
  form.append('type', type);
  const body = await callEndpoint(uploadCalls.uploadFile, uploadTexts, { body: form });
  ensureSuccess(body, uploadTexts);
  const path = readWire(uploadWire, body, uploadTexts).file_path;
  if (!path) throw new ApiError('invalid-response', uploadTexts.failed);
  return path;
}
