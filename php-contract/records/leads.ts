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

/**
 * Who asks and for which part: the fields an enquiry and a buy lead share, in their order (spec §5). The
 * staff lists head their columns with them: the customer, the phone and the part.
 */
export const leadCustomer = {
  // A record without its customer's name is not one the back office can show.
  name: field({
    type: 'text',
    wire: { name: 'name', read: requiredText(), sentAs: 'text' },
    form: { required: 'Name is required', max: 100 },
    staff: { label: 'Customer', searched: true, list: { column: 'customer', sortable: true }, detail: true, csv: 'Name' },
  }),
  company: field({
    type: 'text',
    wire: { name: 'company', read: text(), sentAs: 'text' },
    form: { required: 'Company name is required', max: 150 },
    staff: { label: 'Company', searched: true, list: { under: 'customer' }, detail: true, csv: true },
  }),
  email: field({
    type: 'email',
    wire: { name: 'email', read: text(), sentAs: 'text' },
    form: { invalid: 'Email is invalid', max: 255 },
    staff: { label: 'Email', searched: true, list: { under: 'customer' }, detail: true, csv: true },
  }),
  phone: field({
    type: 'phone',
    wire: { name: 'phone', read: text(), sentAs: 'text' },
    form: { required: 'Phone number is required', invalid: 'Phone number is invalid', max: 30 },
    staff: { label: 'Phone', searched: true, list: { column: 'phone' }, detail: true, csv: true },
  }),
  partName: field({
    type: 'text',
    wire: { name: 'partName', alias: 'part_name', read: optionalText(), sentAs: 'text' },
    form: { required: 'Part name is required', max: 255 },
    staff: { label: 'Part Name', searched: true, list: { column: 'part', header: 'Part', sortable: true }, detail: true, csv: 'Part' },
  }),
};
const leadQuantity = field({
  type: 'count',
  wire: { name: 'quantity', read: intOr(0), sentAs: 'number' },
  form: { required: 'Quantity is required', positive: 'Quantity must be a positive number', whole: 'Quantity must be a whole number' },
  staff: { label: 'Quantity', list: { under: 'part', prefix: 'Qty: ' }, detail: true, csv: true },
});

export const inquiryRecord = {
  id: recordId,
  date: field({
    type: 'date',
    wire: { name: 'date', alias: 'created_at', read: dateText() },
    staff: { label: 'Inquiry Date', list: { column: 'date', header: 'Date', sortable: true }, detail: true, csv: 'Date' },
  }),
  status: statusOf('pending', { list: { column: 'status', sortable: true }, detail: true, csv: true }),
  ...leadCustomer,
  quantity: leadQuantity,
  message: field({
    type: 'prose',
    wire: { name: 'message', read: text(), sentAs: 'text' },
    form: { required: 'Message is required', max: 5000, min: [10, 'Message must be at least 10 characters'] },
    staff: { label: 'Message', searched: true, detail: true, csv: true },
  }),
} satisfies Table;

export const buyLeadRecord = {
  id: recordId,
  createdAt: field({
    type: 'date',
    wire: { name: 'created_at', alias: 'date', read: dateText() },
    staff: { label: 'Date', list: { column: 'date', sortable: true }, csv: true },
  }),
  // The status is set in the list, so the expanded row leaves it out.
  status: statusOf('new', { list: { column: 'status' }, csv: true }),
  ...leadCustomer,
  partNumber: field({
    type: 'text',
    wire: { name: 'partNumber', alias: 'part_number', read: optionalText(), sentAs: 'text' },
    form: { max: 100 },
    staff: { label: 'Part Number', searched: true, detail: 'whenFilled', csv: true },
  }),
  quantity: leadQuantity,
  budget: field({
    type: 'text',
    wire: { name: 'budget', read: optionalText(), sentAs: 'text' },
    form: { max: 100 },
    staff: { label: 'Budget', searched: true, detail: 'whenFilled', csv: true },
  }),
  deliveryLocation: field({
    type: 'text',
    wire: { name: 'deliveryLocation', alias: 'delivery_location', read: optionalText(), sentAs: 'text' },
    form: { required: 'Delivery location is required', max: 255 },
    staff: { label: 'Delivery', searched: true, detail: true, csv: true },
  }),
  additionalRequirements: field({
    type: 'prose',
    wire: { name: 'additionalRequirements', alias: 'additional_requirements', read: optionalText(), sentAs: 'text' },
    form: { max: 5000 },
    staff: { label: 'Requirements', searched: true, detail: true, csv: true },
  }),
} satisfies Table;

export const inquiryWire = wireOf(inquiryRecord);
export const buyLeadWire = wireOf(buyLeadRecord);

export const inquiryCalls = recordCalls('Inquiry', 'Inquiries', {
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
