import {
  partCalls,
  itemEnvelope,
  listEnvelope,
  partRecord,
  partWire,
  suggestionWire,
  bodyOf,
  fromWire,
  type InputOf,
  type RecordOf,
} from '@contract';
import { env } from '../../config/env';
import { site } from '../../config/site';
import { assetUrl, fileNameOf, sanitizeUrl } from '../../config/urls';
import { ApiError, isApiError } from '../../lib/api-error';
import { isDataUrl } from '../../lib/files';
import { callAndConfirm, callEndpoint, deleteByIdCall, ensureSuccess, readWire } from '../http';
import { partTexts } from '../texts/calls';

/** A part; its stored paths are sent back unchanged on update, its URLs are safe to show or download (null when absent or unsafe). */
export type Part = RecordOf<typeof partRecord> & { imageUrl: string | null; modelUrl: string | null; brochureUrl: string | null };

/** What the add and edit forms send. Files are stored paths or base64 data URLs. */
export type PartInput = Omit<InputOf<typeof partRecord>, 'stock'> & { stock?: number | string | null };

/** 3D models are served through serve_model.php; one legacy file has a script of its own. */
export function modelUrl(stored: string | null): string | null {
  const file = fileNameOf(sanitizeUrl(stored));
  if (!file || !/\.(glb|gltf)$/i.test(file)) return null;
  if (file === site.legacyModel.file) return `${env.backendUrl}/${site.legacyModel.script}`;
  return `${env.backendUrl}/serve_model.php?file=${encodeURIComponent(file)}`;
}

export function toPart(row: Record<string, unknown>): Part {
  const part = fromWire(partRecord, row);
  return {
    ...part,
    stock: Math.max(0, part.stock),
    imageUrl: assetUrl(part.image, { allowImageData: true }),
    modelUrl: modelUrl(part.modelFile),
    brochureUrl: assetUrl(part.brochureFile),
  };
}

const listSchema = listEnvelope(partWire);
const suggestionsSchema = listEnvelope(suggestionWire);
const itemSchema = itemEnvelope(partWire);

export async function normalizeParts(body: unknown): Promise<Part[]> {
  ensureSuccess(body, partTexts.load);
  return readWire(listSchema, body, partTexts.load).data.map(toPart);
}

export interface PartFilters {
  /** A category name; 'All' or empty sends none. */
  category?: string;
  search?: string;
}

export async function listParts({ category, search }: PartFilters = {}, signal?: AbortSignal): Promise<Part[]> {
  const query = { category: category && category !== 'All' ? category : undefined, search: search?.trim() || undefined };
  return normalizeParts(await callEndpoint(partCalls.listParts, partTexts.load, { query, signal }));
}

export async function normalizeSuggestions(body: unknown): Promise<string[]> {
  ensureSuccess(body, partTexts.load);
  const names = readWire(suggestionsSchema, body, partTexts.load).data.map((item) =>
    (item.partName ?? item.part_name ?? item.name ?? '').trim(),
  );
  return [...new Set(names.filter(Boolean))];
}

/** Part-name suggestions for the enquiry forms. */
export async function suggestParts(search: string, signal?: AbortSignal): Promise<string[]> {
  return normalizeSuggestions(await callEndpoint(partCalls.suggestParts, partTexts.load, { query: { search }, signal }));
}

/** One part. The backend answers the bare part; an envelope is tolerated. */
export function readPart(body: unknown): Part {
  if (typeof body === 'object' && body !== null && 'data' in body) {
    ensureSuccess(body, partTexts.get);
    return toPart(readWire(itemSchema, body, partTexts.get).data);
  }
  if (typeof body === 'object' && body !== null && 'success' in body && !('id' in body)) ensureSuccess(body, partTexts.get);
  return toPart(readWire(partWire, body, partTexts.get));
}

export async function normalizePart(body: unknown): Promise<Part> {
  return readPart(body);
}

/**
 * One part. With no reply (offline, or a dead link), a part the catalogue listed is shown from the
 * list: the offline worker keeps the list a visitor saw, not every part they might open.
 */
export async function getPart(id: number, signal?: AbortSignal): Promise<Part> {
  if (!Number.isInteger(id) || id <= 0) throw new ApiError('invalid-response', partTexts.get.failed, { status: 404 });
  try {
    return normalizePart(await callEndpoint(partCalls.getPart, partTexts.get, { query: { id }, signal }));
  } catch (error) {
    if (!isApiError(error) || !error.isConnectionFailure) throw error;
    const listed = await listParts({}, signal).catch(() => []);
    const part = listed.find((candidate) => candidate.id === id);
    if (!part) throw error;
    return part;
  }
}

const toStock = (value: PartInput['stock']) => {
  const stock = Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(stock) && stock > 0 ? stock : 0;
};

const hasDataUrl = (input: PartInput) => [input.image, input.modelFile, input.brochureFile].some(isDataUrl);

const addVia =
  (entry: typeof partCalls.createPart) =>
  async (input: PartInput): Promise<void> => {
    await callAndConfirm(entry, partTexts.add, { body: bodyOf(partRecord, { ...input, stock: toStock(input.stock) }, 'create') });
  };

/** POST insert_part.php: the script that decodes base64 files. */
export const insertPart = addVia(partCalls.insertPart);
const postPart = addVia(partCalls.createPart);

/** Adds a part: through insert_part.php when any file is a base64 data URL, parts.php otherwise. */
export const createPart = (input: PartInput): Promise<void> => (hasDataUrl(input) ? insertPart(input) : postPart(input));

export async function updatePart(id: number, input: PartInput): Promise<void> {
  await callAndConfirm(partCalls.updatePart, partTexts.update, {
    query: { id },
    body: bodyOf(partRecord, { ...input, id, stock: toStock(input.stock) }, 'update'),
  });
}

export const deletePart = deleteByIdCall(partCalls.deletePart, partTexts.remove);
