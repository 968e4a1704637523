// @vitest-environment node
/**
 * Walks every row of every record table (php-contract/records.ts) through everything derived from it:
 * the form (blank values, yup rule), the payload and the request schema, the fake backend (added, then
 * read back through the app's reader), the staff search, list, detail and CSV, and openapi.json. A new field
 * is checked here without a new test.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { endpoints, type EndpointId } from '../../php-contract/endpoints';
import { buildOpenApi } from '../../php-contract/openapi';
import {
  blogPostRecord,
  bodyOf,
  buyLeadRecord,
  csvHeader,
  inquiryRecord,
  partRecord,
  sentFields,
  type Field,
  type Table,
} from '../../php-contract/records';
import { requestOf } from '../../php-contract/requests';
import { createBlogPost, listBlogPosts } from '../../src/api/blog-posts/blog-posts';
import { createBuyLead, listBuyLeads } from '../../src/api/buy-leads/buy-leads';
import { createInquiry, listInquiries } from '../../src/api/inquiries/inquiries';
import { createPart, listParts } from '../../src/api/parts/parts';
import { blankBuyLead, buyLeadInput } from '../../src/features/buy-lead/buy-lead-schema';
import { buyLeadSchema, inquirySchema } from '../../src/features/forms/lead-rules';
import { blankInquiry, inquiryInput } from '../../src/features/inquiry/inquiry-schema';
import { blogPostColumns } from '../../src/features/staff/blog-posts/blog-post-columns';
import { blogPostSchema } from '../../src/features/staff/blog-posts/blog-post-form';
import { csvColumnsOf, toCsv } from '../../src/features/staff/list/export-csv';
import { searchOf } from '../../src/features/staff/list/use-list';
import { partColumns } from '../../src/features/staff/parts/part-columns';
import { partSchema } from '../../src/features/staff/parts/part-schema';
import type { Column } from '../../src/features/staff/shared/data-table';
import { DetailList, detailProseOf, detailRowsOf, leadColumns } from '../../src/features/staff/shared/lead-columns';
import { formatShortDate } from '../../src/lib/dates';
import { formInput, formValuesOf } from '../../src/lib/record-form';

/** A cell or a detail as the page draws it: a lead's phone cell reads the reply templates' query. */
const staticMarkup = (node: ReactNode) =>
  renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);
/** A value of each type as a person types it into a form. */
const typed = (key: string, field: Field): string | null => {
  switch (field.type) {
    case 'email':
      return 'walker@example.in';
    case 'phone':
      return '+91 98250 12345';
    case 'count':
      return '3';
    case 'path':
      return `uploads/walk/${key}.png`;
    case 'date':
      return '2026-11-20';
    default:
      return `Walked ${key} ${Date.now()}`;
  }
};

interface Walk {
  table: Table;
  /** The OpenAPI component the reply's record is published as. */
  component: string;
  create: EndpointId;
  update: EndpointId;
  form: { schema: { fields: Record<string, unknown> }; blank: Record<string, unknown>; input: (values: never) => Record<string, unknown> };
  /** The staff list's columns. */
  columns: Column<never>[];
  /** The app's API that adds a record and lists them, read from the fake backend. */
  api: { create: (input: never) => Promise<unknown>; list: () => Promise<object[]> };
}

/** A table's walk; like every record's, its calls are create<component> and update<component>. */
const walk = (component: 'Inquiry' | 'BuyLead' | 'Part' | 'BlogPost', rest: Omit<Walk, 'component' | 'create' | 'update'>): Walk => ({
  ...rest,
  component,
  create: `create${component}`,
  update: `update${component}`,
});

const walks: Record<string, Walk> = {
  enquiry: walk('Inquiry', {
    table: inquiryRecord,
    columns: leadColumns(inquiryRecord, {}),
    form: { schema: inquirySchema, blank: blankInquiry, input: inquiryInput },
    api: { create: createInquiry, list: listInquiries },
  }),
  'buy lead': walk('BuyLead', {
    table: buyLeadRecord,
    columns: leadColumns(buyLeadRecord, {}),
    form: { schema: buyLeadSchema, blank: blankBuyLead, input: buyLeadInput },
    api: { create: createBuyLead, list: listBuyLeads },
  }),
  part: walk('Part', {
    table: partRecord,
    columns: partColumns,
    form: { schema: partSchema, blank: formValuesOf(partRecord), input: (values) => formInput(partRecord, values) },
    api: { create: createPart, list: listParts },
  }),
  'blog post': walk('BlogPost', {
    table: blogPostRecord,
    columns: blogPostColumns,
    form: { schema: blogPostSchema, blank: formValuesOf(blogPostRecord), input: (values) => formInput(blogPostRecord, values) },
    api: { create: createBlogPost, list: listBlogPosts },
  }),
};

const openapi = buildOpenApi() as {
  paths: Record<string, Record<string, { requestBody?: unknown }>>;
  components: { schemas: Record<string, { properties: Record<string, unknown> }> };
};
const publishedRequest = (id: EndpointId) =>
  JSON.stringify(openapi.paths[`/${endpoints[id].script}`]![endpoints[id].method.toLowerCase()]!.requestBody);
const hasRule = ({ form = {} }: Field) => Boolean(form.required || form.max || form.min || form.invalid || form.positive || form.whole);

describe.each(Object.entries(walks))('the %s table', (_name, walk) => {
  const rows = Object.entries(walk.table);
  const sent = sentFields(walk.table, 'create').map(([key]) => key);
  const values = Object.fromEntries(sent.map((key) => [key, typed(key, walk.table[key]!)]));
  // The first field sent (a name, a title) tells the added record from the others.
  const [markerKey] = sent as [string];
  const marker = String(values[markerKey]);

  it.each(rows)('%s reaches the form, the payload and the request schema', (key, field) => {
    if (!sent.includes(key)) {
      expect(walk.form.blank).not.toHaveProperty(key);
      return;
    }
    expect(walk.form.blank).toHaveProperty(key);
    expect(Object.keys(walk.form.schema.fields).includes(key)).toBe(hasRule(field));
    const input = walk.form.input(values as never);
    expect(input).toHaveProperty(key);
    const { name, updateName = name } = field.wire;
    expect(bodyOf(walk.table, input, 'create')).toHaveProperty(name);
    expect(bodyOf(walk.table, { ...input, id: 1 }, 'update')).toHaveProperty(updateName);
    expect(Object.keys(requestOf(endpoints[walk.create])!.schema.properties as object)).toContain(name);
    expect(Object.keys(requestOf(endpoints[walk.update])!.schema.properties as object)).toContain(updateName);
  });

  it('every field is stored by the fake backend and read back by the app', async () => {
    await walk.api.create(walk.form.input(values as never) as never);
    const record = ((await walk.api.list()) as Record<string, unknown>[]).find((row) => row[markerKey] === marker);
    expect(record, 'the added record is listed').toBeDefined();
    for (const [key, field] of rows) {
      expect(record, key).toHaveProperty(key);
      if (!sent.includes(key) || field.type === 'date') continue;
      expect(String(record![key]), key).toBe(String(values[key]).trim());
    }
  });

  it.each(rows)('%s is in the staff search, list, detail and CSV where its row says, and in openapi.json', async (key, field) => {
    const record = {
      ...Object.fromEntries(
        rows.map(([other, row]) => [other, row.type === 'count' || row.type === 'id' ? 7 : row.type === 'date' ? null : `${other} shown`]),
      ),
      [key]: field.type === 'date' ? new Date(2026, 10, 20) : 'Shown value',
    };
    const { staff } = field;
    if (staff.searched) expect(searchOf(walk.table).searchText(record as never)).toContain('Shown value');
    if (staff.csv) {
      const csv = await toCsv(csvColumnsOf(walk.table), [record as never]);
      expect(csv.replace('\uFEFF', '').split('\r\n')[0]!.split(',')).toContain(csvHeader(staff));
      expect(csv).toContain(field.type === 'date' ? '2026-11-20' : 'Shown value');
    }
    if (staff.list) {
      const id = 'column' in staff.list ? staff.list.column : staff.list.under;
      const column = walk.columns.find((other) => other.id === id);
      if ('column' in staff.list) expect(column?.header).toBe(staff.list.header ?? staff.label);
      const cell = staticMarkup(<>{column?.cell(record as never)}</>);
      expect(cell).toContain(field.type === 'date' ? formatShortDate(record[key] as Date) : 'Shown value');
    }
    if (staff.detail) {
      if (field.type === 'prose') expect(detailProseOf(walk.table).map(([other]) => other)).toContain(key);
      else {
        expect(detailRowsOf(walk.table).map(([other]) => other)).toContain(key);
        expect(staticMarkup(<DetailList table={walk.table} record={record as never} />)).toContain(`<dt>${staff.label}</dt>`);
      }
    }
    const published = openapi.components.schemas[walk.component]!.properties;
    expect(published).toHaveProperty(field.wire.name);
    if (field.wire.alias) expect(published).toHaveProperty(field.wire.alias);
    if (sent.includes(key)) expect(publishedRequest(walk.create)).toContain(`"${field.wire.name}"`);
  });
});
