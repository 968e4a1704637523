/** inquiries.php: the enquiries sent from the site; its columns are in snake_case (part_name). */
import { inquiryRecord, type inquiryCalls } from '../../php-contract/records';
import * as db from '../db';
import { recordTexts } from './record-texts';
import type { RecordScript, Route, RouteRequest } from './route-helpers';
import {
  deleteRoute,
  fail,
  field,
  filterLeadsOrInquiries,
  has,
  json,
  ok,
  positiveQuantity,
  rowToUpdate,
  quantityGiven,
  rowOfQuery,
} from './route-helpers';

const INQUIRIES: RecordScript = { table: 'inquiries', missing: 'Inquiry ID is required', notFound: 'Inquiry not found', key: 'message' };
const inquiryRow = (row: db.Row) => db.asPhpRow({ ...row, partName: row.part_name });

/** The statuses the backend stores; like the reference PHP backend, another one is refused with HTTP 400. */
const INQUIRY_STATUSES = ['pending', 'responded', 'closed'];
const snake = (key: string) => key.replace(/([a-z])([A-Z])/g, '$1_$2').toLowerCase();
const INQUIRY_TEXT = recordTexts(inquiryRecord, snake);
/** inquiries.php names the missing fields in the order of its own $required list (spec §5's), not the table's. */
const INQUIRY_REFUSAL_ORDER = ['name', 'phone', 'company', 'partName', 'message'];
const inRefusalOrder = (fields: { wire: string }[]) =>
  fields.sort((a, b) => INQUIRY_REFUSAL_ORDER.indexOf(a.wire) - INQUIRY_REFUSAL_ORDER.indexOf(b.wire));

function createInquiry({ body }: RouteRequest) {
  const values = INQUIRY_TEXT.sent(body);
  const absent = inRefusalOrder(INQUIRY_TEXT.missing(values)).map((f) => f.wire);
  if (!quantityGiven(body)) absent.push('quantity');
  if (absent.length) return fail(`Missing required fields: ${absent.join(', ')}`);
  const quantity = positiveQuantity(field(body, 'quantity'));
  if (quantity === null) return fail('Quantity must be a positive number');
  const row = db.insert('inquiries', { ...values, quantity, status: 'pending', date: db.nowDateTime() });
  return json({ success: true, data: inquiryRow(row), message: 'Inquiry submitted successfully' }, 201);
}

function updateInquiry(req: RouteRequest) {
  const { body } = req;
  const existing = rowToUpdate(INQUIRIES, req);
  const next = INQUIRY_TEXT.updated(body, existing, [{ wire: 'status', names: ['status'], required: false }]);
  const [absent] = inRefusalOrder(INQUIRY_TEXT.missing(next));
  if (absent) return fail(`Missing required fields: ${absent.wire}`);
  const quantity = has(body, 'quantity') ? positiveQuantity(field(body, 'quantity')) : Number(existing.quantity);
  if (quantity === null) return fail('Quantity must be a positive number');
  if (!INQUIRY_STATUSES.includes(next.status!)) return fail('Invalid status');
  const row = db.update('inquiries', existing.id, { ...next, quantity })!;
  return ok('Inquiry updated successfully', { data: inquiryRow(row) });
}

export const inquiryRoutes = {
  listInquiries: ({ query }) =>
    ok('Inquiries fetched successfully', {
      data: filterLeadsOrInquiries('inquiries', query, ['name', 'company', 'email', 'phone', 'part_name', 'message'])
        .sort((a, b) => String(b.date).localeCompare(String(a.date)))
        .map(inquiryRow),
    }),
  getInquiry: ({ query }) => {
    const row = rowOfQuery('inquiries', query);
    return row ? ok('Inquiry fetched successfully', { data: inquiryRow(row) }) : fail('Inquiry not found', 404);
  },
  createInquiry,
  updateInquiry,
  deleteInquiry: deleteRoute(INQUIRIES, 'Inquiry deleted successfully'),
} satisfies Record<keyof typeof inquiryCalls, Route>;
