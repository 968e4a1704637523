/**
 * The two leads, the enquiry and the buy lead: one set of customer fields and each one's own (spec §5),
 * with inquiries.php's and buy_leads.php's calls.
 */
import { entry, recordCalls } from '../endpoint.ts';
import { field, recordId, statusOf, wireOf, type Table } from '../fields.ts';
import {
  bareList,
  dateText,
  intOr,
  itemEnvelope,
  listEnvelope,
  opaqueObject,
  optionalText,
  requiredText,
  statusEnvelope,
  text,
} from '../schemas.ts';

/** Who asks and for which part: the fields an enquiry and a buy lead share, in their order (spec §5). */
const leadCustomer = {
  // A record without its customer's name is not one the back office can show.
  name: field({
    type: 'text',
    wire: 'name',
    read: requiredText(),
    send: 'filled',
    required: 'Name is required',
    max: 100,
    label: 'Customer',
    csv: 'Name',
    shown: ['list', 'detail', 'csv'],
  }),
  company: field({
    type: 'text',
    wire: 'company',
    read: text(),
    send: 'filled',
    required: 'Company name is required',
    max: 150,
    label: 'Company',
    shown: ['list', 'detail', 'csv'],
  }),
  email: field({
    type: 'email',
    wire: 'email',
    read: text(),
    send: 'optional',
    invalid: 'Email is invalid',
    max: 255,
    label: 'Email',
    shown: ['list', 'detail', 'csv'],
  }),
  phone: field({
    type: 'phone',
    wire: 'phone',
    read: text(),
    send: 'filled',
    required: 'Phone number is required',
    invalid: 'Phone number is invalid',
    max: 30,
    label: 'Phone',
    shown: ['list', 'detail', 'csv'],
  }),
  partName: field({
    type: 'text',
    wire: 'partName',
    alias: 'part_name',
    read: optionalText(),
    send: 'filled',
    required: 'Part name is required',
    max: 255,
    label: 'Part Name',
    csv: 'Part',
    shown: ['list', 'detail', 'csv'],
  }),
};
const leadQuantity = field({
  type: 'count',
  wire: 'quantity',
  read: intOr(0),
  send: 'number',
  required: 'Quantity is required',
  positive: 'Quantity must be a positive number',
  whole: 'Quantity must be a whole number',
  label: 'Quantity',
  shown: ['detail', 'csv'],
});

export const inquiryRecord = {
  id: recordId,
  date: field({
    type: 'date',
    wire: 'date',
    alias: 'created_at',
    read: dateText(),
    label: 'Inquiry Date',
    csv: 'Date',
    shown: ['detail', 'csv'],
  }),
  status: statusOf('pending'),
  ...leadCustomer,
  quantity: leadQuantity,
  message: field({
    type: 'prose',
    wire: 'message',
    read: text(),
    send: 'filled',
    required: 'Message is required',
    max: 5000,
    min: [10, 'Message must be at least 10 characters'],
    label: 'Message',
    shown: ['list', 'detail', 'csv'],
  }),
} satisfies Table;

export const buyLeadRecord = {
  id: recordId,
  createdAt: field({ type: 'date', wire: 'created_at', alias: 'date', read: dateText(), label: 'Date', shown: ['csv'] }),
  status: { ...statusOf('new'), shown: ['csv'] },
  ...leadCustomer,
  partNumber: field({
    type: 'text',
    wire: 'partNumber',
    alias: 'part_number',
    read: optionalText(),
    send: 'optional',
    max: 100,
    label: 'Part Number',
    hideEmpty: true,
    shown: ['list', 'detail', 'csv'],
  }),
  quantity: leadQuantity,
  budget: field({
    type: 'text',
    wire: 'budget',
    read: optionalText(),
    send: 'optional',
    max: 100,
    label: 'Budget',
    hideEmpty: true,
    shown: ['list', 'detail', 'csv'],
  }),
  deliveryLocation: field({
    type: 'text',
    wire: 'deliveryLocation',
    alias: 'delivery_location',
    read: optionalText(),
    send: 'filled',
    required: 'Delivery location is required',
    max: 255,
    label: 'Delivery',
    shown: ['list', 'detail', 'csv'],
  }),
  additionalRequirements: field({
    type: 'prose',
    wire: 'additionalRequirements',
    alias: 'additional_requirements',
    read: optionalText(),
    send: 'optional',
    max: 5000,
    label: 'Requirements',
    shown: ['list', 'detail', 'csv'],
  }),
} satisfies Table;

export const inquiryWire = wireOf(inquiryRecord);
export const buyLeadWire = wireOf(buyLeadRecord);

export const inquiryCalls = recordCalls('Inquiry', 'Inquiries', {
  resource: 'inquiries',
  script: 'inquiries.php',
  read: 'staff',
  add: 'public',
  listQuery: ['status', 'search'],
  replies: {
    list: listEnvelope(inquiryWire),
    get: itemEnvelope(inquiryWire),
    create: itemEnvelope(inquiryWire),
    update: itemEnvelope(inquiryWire),
    delete: statusEnvelope,
  },
});

export const buyLeadCalls = {
  ...recordCalls('BuyLead', 'BuyLeads', {
    resource: 'buyLeads',
    script: 'buy_leads.php',
    read: 'staff',
    add: 'public',
    listQuery: ['status', 'search'],
    replies: { list: bareList(buyLeadWire), get: buyLeadWire, create: statusEnvelope, update: opaqueObject, delete: statusEnvelope },
  }),
  deleteBuyLeadByBody: entry({
    id: 'deleteBuyLeadByBody',
    access: 'admin',
    resource: 'buyLeads',
    method: 'DELETE',
    script: 'buy_leads.php',
    body: 'json',
    response: statusEnvelope,
  }),
};
