/** buy_leads.php: the buy leads, kept under their wire names; a bare array for the list, `error` on a refusal. */
import { buyLeadRecord, type buyLeadCalls } from '../../php-contract/records';
import * as db from '../db';
import { recordTexts } from './record-texts';
import type { RecordScript, Route, RouteRequest } from './route-helpers';
import {
  deleteRoute,
  field,
  filterLeadsOrInquiries,
  has,
  json,
  positiveQuantity,
  quantityGiven,
  refuse,
  rowOfQuery,
  rowToUpdate,
  textOf,
} from './route-helpers';

/** The statuses the backend stores; like the reference PHP backend, another one is refused with HTTP 400. */
const BUY_LEAD_STATUSES = ['new', 'quoted', 'pending'];
const LEAD_TEXT = recordTexts(buyLeadRecord);
const LEADS: RecordScript = { table: 'buy_leads', missing: 'Missing buy lead id', notFound: 'Buy lead not found', key: 'error' };
const leadFail = (message: string, status = 400) => refuse(message, status, 'error');

function createBuyLead({ body }: RouteRequest) {
  const values = LEAD_TEXT.sent(body);
  if (LEAD_TEXT.missing(values).length || !quantityGiven(body)) return leadFail('Missing required fields');
  const quantity = positiveQuantity(field(body, 'quantity'));
  if (quantity === null) return leadFail('Quantity must be a positive number');
  db.insert('buy_leads', { ...values, quantity, status: 'new', created_at: db.nowDateTime() });
  return json({ success: true });
}

function updateBuyLead(req: RouteRequest) {
  const { body } = req;
  const existing = rowToUpdate(LEADS, req);
  const next = LEAD_TEXT.updated(body, existing);
  if (LEAD_TEXT.missing(next).length) return leadFail('Missing required fields');
  const quantity = has(body, 'quantity') ? positiveQuantity(field(body, 'quantity')) : Number(existing.quantity);
  if (quantity === null) return leadFail('Quantity must be a positive number');
  const status = has(body, 'status') ? textOf(body, 'status') : String(existing.status);
  if (!BUY_LEAD_STATUSES.includes(status)) return leadFail('Invalid status');
  db.update('buy_leads', existing.id, { ...next, quantity, status });
  return json({ success: true });
}

const deleteBuyLead = deleteRoute(LEADS);

export const buyLeadRoutes = {
  listBuyLeads: ({ query }) =>
    json(
      filterLeadsOrInquiries('buy_leads', query, ['name', 'company', 'partName', 'email', 'phone', 'additionalRequirements'])
        .sort((a, b) => b.id - a.id)
        .map(db.asPhpRow),
    ),
  getBuyLead: ({ query }) => {
    const row = rowOfQuery('buy_leads', query);
    return row ? json(db.asPhpRow(row)) : leadFail('Buy lead not found', 404);
  },
  createBuyLead,
  updateBuyLead,
  deleteBuyLead,
  deleteBuyLeadByBody: deleteBuyLead,
} satisfies Record<keyof typeof buyLeadCalls, Route>;
