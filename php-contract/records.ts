/**
 * One table per record: parts, enquiries, buy leads and blog posts. A field is one row, and everything
 * about it is derived from that row: the reply's reader (here, for endpoints.ts), the app's record and
 * request body (`fromWire`, `bodyOf`, `RecordOf`, `InputOf`, here), the request's schema (requests.ts, for the
 * tools and openapi.json), the forms' yup rules, blank values and payloads (src/lib/record-form.ts), the
 * fake backend's texts and required fields (mocks/handlers/routes.ts), and the staff lists' search
 * (list/use-list.ts), CSV columns (list/export-csv.tsx), a lead list's columns and detail rows (shared/lead-columns.tsx).
 * tests/unit/records.test.tsx walks every row through all of them.
 *
 * Each table is in records/, one module per record, with its script's calls (so that a page loads only the
 * records it calls); what a row holds and what is derived from a table is fields.ts.
 *
 * A table's key is the field's name in the app; `wire.name` is its name on the wire. The row order is the
 * order of the CSV columns and of a lead's list columns and detail rows (id, date and status first in the CSV, last
 * in the list and the detail).
 */
export * from './fields.ts';
export * from './records/part.ts';
export * from './records/leads.ts';
export * from './records/blog-post.ts';
