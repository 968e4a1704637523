/** parts.php and insert_part.php: the catalogue's parts, their texts, stock and files. */
import { HttpResponse } from 'msw';
import { partRecord, type partCalls } from '../../php-contract/records';
import * as db from '../db';
import { recordTexts } from './record-texts';
import type { Route, RouteRequest } from './route-helpers';
import { answer, deleteRoute, fail, field, has, json, length, matches, ok, positiveId, refused, rowOfQuery } from './route-helpers';
import { storeIfDataUrl, type FileKind } from './stored-files';

const partRow = (row: db.Row) => db.asPhpRow(row);

function listParts({ query }: RouteRequest) {
  const category = query.get('category')?.trim();
  const search = query.get('search')?.trim();
  const rows = db
    .all('parts')
    .filter((row) => !category || category.toLowerCase() === 'all' || row.category === category)
    .filter((row) => !search || matches(row, ['name', 'description'], search));
  return ok('Parts fetched successfully', { data: rows.map(partRow) });
}

const PART_TEXT = recordTexts(partRecord);
/** The reference's part_text_fields: the three texts, required, within the column sizes. */
function partTexts(body: unknown) {
  const texts = PART_TEXT.sent(body);
  if (PART_TEXT.missing(texts).length) refused('Name, category and description are required');
  if (length(texts.name!) > 255 || length(texts.category!) > 100) refused('Name or category is too long');
  return texts;
}

/** The reference's part_stock: a number cut to a whole one, at least 0; anything else 0. */
const partStock = (value: unknown) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : typeof value === 'number' ? value : NaN;
  return Number.isFinite(number) ? Math.max(0, Math.trunc(number)) : 0;
};

function addPart({ body }: RouteRequest) {
  const texts = partTexts(body);
  const pick = (...keys: string[]) => keys.map((key) => field(body, key)).find((value) => value !== undefined && value !== null);
  const row = db.insert('parts', {
    ...texts,
    image: storeIfDataUrl(field(body, 'image'), 'image', 'parts'),
    model_file: storeIfDataUrl(pick('model_file', 'model'), 'model', 'models'),
    brochure_file: storeIfDataUrl(pick('brochure_file', 'brochure'), 'brochure', 'brochures'),
    stock: partStock(field(body, 'stock') ?? 0),
  });
  return ok('Part added successfully', { data: partRow(row) });
}

function updatePart({ query, body }: RouteRequest) {
  const id = positiveId(query.get('id') ?? field(body, 'id'));
  if (id === null) return fail('Part ID is required');
  const existing = db.find('parts', id);
  if (!existing) return fail('Part not found', 404);
  const texts = partTexts(body);
  // A file field left out keeps its value; null or '' clears it; a data URL is stored as a new file.
  const file = (keys: string[], kind: FileKind, folder: string, column: string) => {
    const key = keys.find((name) => has(body, name));
    return key === undefined ? existing[column] : storeIfDataUrl(field(body, key), kind, folder);
  };
  const row = db.update('parts', id, {
    ...texts,
    image: file(['image'], 'image', 'parts', 'image'),
    model_file: file(['model', 'model_file'], 'model', 'models', 'model_file'),
    brochure_file: file(['brochure', 'brochure_file'], 'brochure', 'brochures', 'brochure_file'),
    stock: has(body, 'stock') ? partStock(field(body, 'stock')) : existing.stock,
  })!;
  return ok('Part updated successfully', { data: partRow(row) });
}

export const partRoutes = {
  listParts,
  suggestParts: listParts,
  getPart: ({ query }) => {
    const row = rowOfQuery('parts', query);
    return row ? json(partRow(row)) : fail('Part not found', 404);
  },
  createPart: addPart,
  insertPart: async (req) => {
    // insert_part.php echoes its JSON without a JSON content type; the client reads it as text.
    const response = await answer(addPart)(req);
    return new HttpResponse(await response.text(), { status: response.status, headers: { 'Content-Type': 'text/html; charset=UTF-8' } });
  },
  updatePart,
  deletePart: deleteRoute(
    { table: 'parts', missing: 'Part ID is required', notFound: 'Part not found', key: 'message' },
    'Part deleted successfully',
  ),
} satisfies Record<keyof typeof partCalls, Route>;
