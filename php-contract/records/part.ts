/** The part: its table (records.ts says what a row holds) and parts.php's and insert_part.php's calls. */
import { entry } from '../endpoint.ts';
import { field, recordId, wireOf, type Table } from '../fields.ts';
import { intOr, itemEnvelope, listEnvelope, optionalText, requiredText, statusEnvelope, suggestionWire, text } from '../schemas.ts';

export const partRecord = {
  id: { ...recordId, staff: { ...recordId.staff, list: { column: 'id', sortable: true } } },
  name: field({
    type: 'text',
    wire: { name: 'name', read: requiredText(), sentAs: 'text' },
    form: { required: 'Part name is required' },
    staff: { label: 'Name', searched: true, list: { column: 'name', sortable: true }, csv: true },
  }),
  category: field({
    type: 'text',
    wire: { name: 'category', alias: 'category_name', read: optionalText(), sentAs: 'text' },
    form: { required: 'Category is required' },
    staff: { label: 'Category', list: { column: 'category', sortable: true }, csv: true },
  }),
  description: field({
    type: 'prose',
    wire: { name: 'description', read: text(), sentAs: 'text' },
    form: { required: 'Description is required' },
    staff: { label: 'Description', searched: true, csv: true },
  }),
  image: field({ type: 'path', wire: { name: 'image', read: optionalText(), sentAs: 'path' }, form: {}, staff: { label: 'Image' } }),
  modelFile: field({
    type: 'path',
    wire: { name: 'model_file', alias: 'model', updateName: 'model', read: optionalText(), sentAs: 'path' },
    form: {},
    staff: { label: '3D Model' },
  }),
  brochureFile: field({
    type: 'path',
    wire: { name: 'brochure_file', alias: 'brochure', updateName: 'brochure', read: optionalText(), sentAs: 'path' },
    form: {},
    staff: { label: 'Brochure' },
  }),
  stock: field({
    type: 'count',
    wire: { name: 'stock', read: intOr(0), sentAs: 'integer' },
    form: { whole: 'Stock must be a whole number (0 or more)' },
    staff: { label: 'Stock', csv: true },
  }),
} satisfies Table;

export const partWire = wireOf(partRecord);

export const partCalls = {
  listParts: entry({
    id: 'listParts',
    access: 'public',
    resource: 'parts',
    method: 'GET',
    script: 'parts.php',
    query: ['category', 'search'],
    response: listEnvelope(partWire),
  }),
  suggestParts: entry({
    id: 'suggestParts',
    access: 'public',
    resource: 'parts',
    method: 'GET',
    script: 'parts.php',
    query: ['search'],
    requiredQuery: ['search'],
    response: listEnvelope(suggestionWire),
  }),
  getPart: entry({
    id: 'getPart',
    access: 'public',
    resource: 'parts',
    method: 'GET',
    script: 'parts.php',
    query: ['id'],
    requiredQuery: ['id'],
    response: partWire,
  }),
  createPart: entry({
    id: 'createPart',
    access: 'staff',
    resource: 'parts',
    method: 'POST',
    script: 'parts.php',
    body: 'json',
    response: itemEnvelope(partWire),
  }),
  insertPart: entry({
    id: 'insertPart',
    access: 'staff',
    resource: 'parts',
    method: 'POST',
    script: 'insert_part.php',
    body: 'json',
    response: itemEnvelope(partWire),
  }),
  updatePart: entry({
    id: 'updatePart',
    access: 'staff',
    resource: 'parts',
    method: 'PUT',
    script: 'parts.php',
    query: ['id'],
    requiredQuery: ['id'],
    body: 'json',
    response: itemEnvelope(partWire),
  }),
  deletePart: entry({
    id: 'deletePart',
    access: 'admin',
    resource: 'parts',
    method: 'DELETE',
    script: 'parts.php',
    query: ['id'],
    requiredQuery: ['id'],
    response: statusEnvelope,
  }),
};
