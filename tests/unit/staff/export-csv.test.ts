import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { buyLeadRecord } from '../../../php-contract/records/leads';
import type { Inquiry } from '../../../src/api/inquiries/inquiries';
import { requestCsvColumns } from '../../../src/features/staff/inquiries/request';
import { csvColumnsOf, csvFileName, toCsv, type CsvColumn } from '../../../src/features/staff/list/export-csv';

interface Row {
  name: string;
  company: string;
  date: Date | null;
  quantity: number;
}
const columns: CsvColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Company', value: (row) => row.company },
  { header: 'Date', value: (row) => row.date },
  { header: 'Quantity', value: (row) => row.quantity },
];

describe('toCsv', () => {
  it("has an enquiry's request in columns of its own: the reference and the line, empty for an enquiry without one", async () => {
    const rows = [
      { message: 'Four of these.\n\nRef K7Q2-MX · 2 of 4' },
      { message: 'Just one.\n\nRef AAAA-BB' },
      // A customer's message that looks like a formula is no reference, and stays out of these columns.
      { message: '=cmd|calc\n\nRef =BAD-1' },
    ] as Inquiry[];
    const parsed = Papa.parse<string[]>((await toCsv(requestCsvColumns, rows)).slice(1), { skipEmptyLines: true });
    expect(parsed.data).toEqual([
      ['Reference', 'Line'],
      ['K7Q2-MX', '2 of 4'],
      ['AAAA-BB', ''],
      ['', ''],
    ]);
  });

  it('writes a BOM, quotes as RFC 4180, ISO dates, and formulas only as text', async () => {
    const csv = await toCsv(columns, [
      { name: 'राजेश शर्मा', company: '=HYPERLINK("http://x","y")', date: new Date(2026, 10, 20, 14, 3, 11), quantity: 6 },
      { name: 'ભાવેશ પટેલ, "Jr"', company: '+91 lines\nand more', date: null, quantity: 1 },
      { name: '@SUM(A1)', company: '-2+3', date: null, quantity: 2 },
    ]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual([
      ['Name', 'Company', 'Date', 'Quantity'],
      ['राजेश शर्मा', `'=HYPERLINK("http://x","y")`, '2026-11-20T14:03:11', '6'],
      ['ભાવેશ પટેલ, "Jr"', `'+91 lines\nand more`, '', '1'],
      [`'@SUM(A1)`, `'-2+3`, '', '2'],
    ]);
    expect(csv).toContain('"ભાવેશ પટેલ, ""Jr"""');
  });

  it('writes a phone with its country code after a space, as text that reads as typed; anything more after a plus stays escaped', async () => {
    const phones: CsvColumn<string>[] = [{ header: 'Phone', value: (phone) => phone }];
    const csv = await toCsv(phones, [
      '+91 98250 12345',
      '+91-98250-12345',
      '+44 (20) 7946 0958',
      '+91',
      '+91 98250 =1+1',
      '=1+1',
      '98250 12345',
    ]);
    expect(Papa.parse<string[]>(csv.slice(1), { skipEmptyLines: true }).data).toEqual([
      ['Phone'],
      [' +91 98250 12345'],
      [' +91-98250-12345'],
      [' +44 (20) 7946 0958'],
      ["'+91"],
      ["'+91 98250 =1+1"],
      ["'=1+1"],
      ['98250 12345'],
    ]);
  });

  it("keeps a buy lead's budget as typed, where the screen shows it in rupees", async () => {
    const lead = {
      ...Object.fromEntries(Object.keys(buyLeadRecord).map((key) => [key, ''])),
      id: 7,
      quantity: 3,
      createdAt: null,
      budget: '60000',
    };
    const csv = await toCsv(csvColumnsOf(buyLeadRecord), [lead as never]);
    expect(Papa.parse<Record<string, string>>(csv.slice(1), { header: true }).data[0]!.Budget).toBe('60000');
  });

  it('names the file after the list and the day', () => {
    expect(csvFileName('enquiries', new Date(2026, 0, 5))).toBe('enquiries-2026-01-05.csv');
  });
});
