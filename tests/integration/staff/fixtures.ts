import type { Row } from '../../../mocks/db';
import { daysAgo } from './helpers';

let next = 100;

export function inquiryRow(values: Partial<Row> & { daysOld?: number } = {}): Row {
  const { daysOld = 1, ...rest } = values;
  const id = next++;
  return {
    id,
    name: `Customer ${id}`,
    email: `customer${id}@example.in`,
    phone: '+91 98250 11111',
    company: `Company ${id}`,
    part_name: 'Wheel Lock Ring 20 inch',
    quantity: 2,
    message: 'Please send a quotation with GST.',
    status: 'pending',
    date: daysAgo(daysOld),
    ...rest,
  };
}

export function buyLeadRow(values: Partial<Row> & { daysOld?: number } = {}): Row {
  const { daysOld = 1, ...rest } = values;
  const id = next++;
  return {
    id,
    name: `Buyer ${id}`,
    email: `buyer${id}@example.in`,
    phone: '+91 98230 22222',
    company: `Fleet ${id}`,
    partName: 'Brake Drum 410 mm',
    partNumber: '',
    quantity: 10,
    budget: '',
    deliveryLocation: 'Surat, Gujarat',
    additionalRequirements: '',
    status: 'new',
    created_at: daysAgo(daysOld),
    ...rest,
  };
}
