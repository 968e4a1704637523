import { categoryCalls, categoryWire, listEnvelope } from '@contract';
import { ApiError } from '../../lib/api-error';
import { callAndConfirm, callEndpoint, ensureSuccess, readWire } from '../http';
import { categoryTexts } from '../texts/calls';

export interface Category {
  id: number;
  name: string;
}

/** Used when the categories call fails outright (spec §8). */
export const FALLBACK_CATEGORIES: readonly Category[] = [
  'Brake System',
  'Engine Parts',
  'Suspension',
  'Transmission',
  'Electrical',
  'Cooling System',
  'Other',
].map((name, index) => ({ id: index + 1, name }));

/** 'Other' always goes last; the rest keep the server's order. */
export function otherLast<T extends { name: string }>(items: readonly T[]): T[] {
  const isOther = (item: T) => item.name.trim().toLowerCase() === 'other';
  return [...items.filter((item) => !isOther(item)), ...items.filter(isOther)];
}

const listSchema = listEnvelope(categoryWire);

export async function normalizeCategories(body: unknown): Promise<Category[]> {
  ensureSuccess(body, categoryTexts.load);
  const { data } = readWire(listSchema, body, categoryTexts.load);
  return otherLast(data.map((row) => ({ id: row.id, name: row.name.trim() })));
}

/**
 * The category list. A failed request (no answer, or an HTTP error status) falls back to the
 * built-in list, as the original did; an answer without success, or not JSON, is an error.
 */
export async function listCategories(): Promise<Category[]> {
  let body: unknown;
  try {
    body = await callEndpoint(categoryCalls.listCategories, categoryTexts.load);
  } catch (error) {
    if (error instanceof ApiError && error.kind !== 'invalid-response') return [...FALLBACK_CATEGORIES];
    throw error;
  }
  return normalizeCategories(body);
}

export async function createCategory(name: string): Promise<void> {
  await callAndConfirm(categoryCalls.createCategory, categoryTexts.add, { body: { name } });
}

export async function updateCategory(id: number, name: string): Promise<void> {
  await callAndConfirm(categoryCalls.updateCategory, categoryTexts.update, { body: { id, name } });
}

/** DELETE with a JSON body {id}, as the backend expects. */
export async function deleteCategory(id: number): Promise<void> {
  await callAndConfirm(categoryCalls.deleteCategory, categoryTexts.remove, { body: { id } });
}
