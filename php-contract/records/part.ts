/** The part: its table (records.ts says what a row holds) and parts.php's and insert_part.php's calls. */
import { entry } from '../endpoint.ts';
import { field, recordId, wireOf, type Table } from '../fields.ts';
import { intOr, itemEnvelope, listEnvelope, optionalText, requiredText, statusEnvelope, suggestionWire, text } from '../schemas.ts';

export const partRecord = {
  id: { ...recordId, shown: ['csv'] },
  name: field({ type: 'text', wire: 'name', read: requiredText(), send: 'filled', required: 'Part name is required', label: 'Name', shown: ['list', 'csv'] }),
  category: field({ type: 'text', wire: 'category', alias: 'category_name', read: optionalText(), send: 'filled', required: 'Category is required', label: 'Category', shown: ['csv'] }),
  description: field({ type: 'prose', wire: 'description', read: text(), send: 'filled', required: 'Description is required', label: 'Description', shown: ['list', 'csv'] }),
  image: field({ type: 'path', wire: 'image', read: optionalText(), send: 'path', label: 'Image', shown: [] }),
  modelFile: field({ type: 'path', wire: 'model_file', alias: 'model', updateWire: 'model', read: optionalText(), send: 'path', label: '3D Model', shown: [] }),
  brochureFile: field({ type: 'path', wire: 'brochure_file', alias: 'brochure', updateWire: 'brochure', read: optionalText(), send: 'path', label: 'Brochure', shown: [] }),
  stock: field({ type: 'count', wire: 'stock', read: intOr(0), send: 'integer', whole: 'Stock must be a whole number (0 or more)', label: 'Stock', shown: ['csv'] }),
} satisfies Table;

export const partWire = wireOf(partRecord);

export const partCalls = {
  listParts: entry({ id: 'listParts', access: 'public', resource: 'parts', method: 'GET', script: 'parts.php', query: ['category', 'search'], response: listEnvelope(partWire) }),
  suggestParts: entry({ id: 'suggestParts', access: 'public', resource: 'parts', method: 'GET', script: 'parts.php', query: ['search'], requiredQuery: ['search'], response: listEnvelope(suggestionWire) }),
  getPart: entry({ id: 'getPart', access: 'public', resource: 'parts', method: 'GET', script: 'parts.php', query: ['id'], requiredQuery: ['id'], response: partWire }),
  createPart: entry({ id: 'createPart', access: 'staff', resource: 'parts', method: 'POST', script: 'parts.php', body: 'json', response: itemEnvelope(partWire) }),
  insertPart: entry({ id: 'insertPart', access: 'staff', resource: 'parts', method: 'POST', script: 'insert_part.php', body: 'json', response: itemEnvelope(partWire) }),
  updatePart: entry({ id: 'updatePart', access: 'staff', resource: 'parts', method: 'PUT', script: 'parts.php', query: ['id'], requiredQuery: ['id'], body: 'json', response: itemEnvelope(partWire) }),
  deletePart: entry({ id: 'deletePart', access: 'admin', resource: 'parts', method: 'DELETE', script: 'parts.php', query: ['id'], requiredQuery: ['id'], response: statusEnvelope }),
};
