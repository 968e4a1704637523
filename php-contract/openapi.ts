/**
 * The contract as an OpenAPI 3.1 document, for the tools QA already knows (Postman, Swagger UI,
 * Prism). Everything comes from endpoints.ts and its prose (prose.ts), the field shapes of schemas.ts and the replies in
 * fixtures/: nothing here describes a field by hand. `npm run contract:openapi` writes openapi.json.
 *
 * OpenAPI names an operation by method and path, and some contract entries share one (GET
 * parts.php is the catalogue, the suggestions and one part). Such entries become one operation:
 * its query parameters say which entry each selects, its body and response cover every entry, and
 * every example is named after its entry, so a mock server answers the entry a client asks for
 * with `Prefer: example=<entry>` (as contract:verify does).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpointList, type Endpoint, type EndpointId } from './endpoints.ts';
import type { Fixture } from './fixtures/index.ts';
import { prose, shapeWords } from './prose.ts';
import * as records from './records.ts';
import { requestOf } from './requests.ts';
import * as wire from './schemas.ts';
import { problemsOf, SAYS, type JsonSchema, type Says, type Wire } from './schemas.ts';

type Fixtures = Partial<Record<EndpointId, Fixture>>;

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

/** The replies of php-contract/fixtures, read from disk (the app's index.ts needs Vite). */
export function readFixtures(): Fixtures {
  return Object.fromEntries(
    readdirSync(FIXTURES)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [name.slice(0, -'.json'.length), JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as Fixture]),
  );
}

/** Named shapes, published once under components/schemas and referred to elsewhere. */
const COMPONENTS: [string, Wire, string][] = [
  ['Part', records.partWire, 'A part as parts.php sends it.'],
  ['Suggestion', wire.suggestionWire, 'A search suggestion: a part name under partName, part_name or name.'],
  ['Category', wire.categoryWire, 'A part category.'],
  ['Inquiry', records.inquiryWire, 'A customer enquiry.'],
  ['BuyLead', records.buyLeadWire, 'A buy lead (a customer wants to buy parts).'],
  ['BlogPost', records.blogPostWire, 'A blog post.'],
  [
    'StatusReply',
    wire.statusEnvelope,
    'The reply to most writes, and the shape of most failures: {success, message} (buy leads say `error`).',
  ],
];

const TAGS: Record<Endpoint['resource'], string> = {
  brochures: 'The catalogue brochure (a PDF).',
  categories: 'Part categories.',
  parts: 'The parts catalogue.',
  inquiries: 'Customer enquiries.',
  buyLeads: 'Buy leads.',
  blogPosts: 'The blog.',
  uploads: 'File uploads (brochures and images).',
  auth: 'Staff logins. They check credentials and answer success; no other script asks for a session or token.',
  whatsapp: 'The WhatsApp notifier (not shown by the spec).',
  desk: "The lead desk: the site's own server (server/desk.php, at {site}/desk/), not the backend's. Owners, next steps, notes and reply templates, behind the staff lock.",
};

const FAILURE = [
  'A failure. PHP says so in the body, `{success: false, message}` (buy leads: `{error}`), with HTTP 200 or an error status;',
  "a PHP fatal error may answer HTML or an empty body. The client shows the server's message when there is one, else its own text (SPEC §8).",
].join(' ');

const code = (text: string) => `\`${text}\``;
const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`);

/** When a client sends this entry rather than the others on its method and path. */
function selection(entry: Endpoint, group: Endpoint[]): string {
  const query = (names: string[]) => list(names.map((name) => code(`?${name}=`)));
  if (entry.requiredQuery.length > 0) return `sent with ${query([...entry.requiredQuery])}`;
  const others = group.filter((other) => other !== entry);
  const selecting = [...new Set(others.flatMap((other) => other.requiredQuery))];
  const without = selecting.filter((name) => !entry.query.includes(name));
  const parts = [];
  if (without.length > 0) parts.push(`without ${query(without)}`);
  if (entry.body !== 'none' && others.some((other) => other.body !== entry.body)) parts.push('with a JSON body');
  let text = `sent ${parts.join(', ')}`;
  for (const name of selecting.filter((name) => entry.query.includes(name))) {
    const twins = others.filter((other) => other.requiredQuery.includes(name)).map((other) => other.id);
    text += `; with ${query([name])} it is the same request as ${list(twins)}, and the backend answers both alike`;
  }
  return text;
}

const summaryOf = (entry: Endpoint) => prose[entry.id as EndpointId].summary;

function entryText(entry: Endpoint, group: Endpoint[]): string {
  const { summary, quirks = [] } = prose[entry.id as EndpointId];
  const lines = [group.length > 1 ? `**${entry.id}**: ${summary}; ${selection(entry, group)}.` : `${summary}.`];
  const login = entry.resource === 'auth';
  if (login)
    lines.push(
      '',
      "Takes credentials: the staff account's email and password, in a JSON body. It only checks them: it sets no session, cookie or token.",
    );
  else if (entry.write) lines.push('', 'Changes data.');
  if (quirks.length > 0) lines.push('', 'Quirks the client copies:', ...quirks.map((quirk) => `- ${quirk}`));
  return lines.join('\n');
}

/** Whether some entry's reply fits more than one of the alternatives (then they are anyOf, not oneOf). */
function overlapping(group: Endpoint[], fixtures: Fixtures): boolean {
  return group.some((entry) => {
    const body = fixtures[entry.id as EndpointId]?.response.body;
    return group.filter((other) => problemsOf(other.response, body).length === 0).length > 1;
  });
}

const sameSchema = (a: Wire | null, b: Wire | null) => JSON.stringify(a?.schema) === JSON.stringify(b?.schema);
/** The entries' distinct shapes (entries with the same shape share one). */
function distinct(group: Endpoint[], shapeOf: (entry: Endpoint) => Wire | null): Endpoint[][] {
  const kinds: Endpoint[][] = [];
  for (const entry of group) {
    if (!shapeOf(entry)) continue;
    const kind = kinds.find(([first]) => sameSchema(shapeOf(first!), shapeOf(entry)));
    if (kind) kind.push(entry);
    else kinds.push([entry]);
  }
  return kinds;
}

function responseSchema(group: Endpoint[], fixtures: Fixtures): JsonSchema {
  const kinds = distinct(group, (entry) => entry.response);
  if (kinds.length === 1) return kinds[0]![0]!.response.schema;
  const components = new Set(COMPONENTS.map(([, shape]) => shape.schema));
  const alternatives = kinds.map((entries) => {
    const { schema } = entries[0]!.response;
    return {
      title: entries.map((entry) => entry.id).join(', '),
      description: `The reply to ${list(entries.map((entry) => entry.id))}.`,
      // A named shape keeps its name (a reference) rather than being copied in.
      ...(components.has(schema) ? { allOf: [schema] } : schema),
    };
  });
  return overlapping(group, fixtures) ? { anyOf: alternatives } : { oneOf: alternatives };
}

/** Each entry's fixture as an example named after the entry. */
const examples = (group: Endpoint[], fixtures: Fixtures, pick: (fixture: Fixture) => unknown) => {
  const named = group.flatMap((entry) => {
    const fixture = fixtures[entry.id as EndpointId];
    const value = fixture ? pick(fixture) : undefined;
    return value === undefined ? [] : [[entry.id, { summary: summaryOf(entry), value }] as const];
  });
  return named.length > 0 ? { examples: Object.fromEntries(named) } : {};
};

function parameters(group: Endpoint[]): JsonSchema[] {
  const names = [...new Set(group.flatMap((entry) => entry.query))];
  return names.map((name) => {
    const users = group.filter((entry) => entry.query.includes(name));
    const selects = group.filter((entry) => entry.requiredQuery.includes(name));
    const description = [
      selects.length > 0 && group.length > 1 ? `Selects ${list(selects.map((entry) => entry.id))}.` : '',
      `Sent by ${list(users.map((entry) => entry.id))}.`,
    ]
      .filter(Boolean)
      .join(' ');
    return {
      name,
      in: 'query',
      required: group.every((entry) => entry.requiredQuery.includes(name)),
      description,
      schema: name === 'id' ? { type: 'integer', minimum: 1 } : { type: 'string' },
    };
  });
}

function requestBody(group: Endpoint[], fixtures: Fixtures): JsonSchema | null {
  const senders = group.filter((entry) => entry.body !== 'none' && requestOf(entry));
  if (senders.length === 0) return null;
  const kinds = distinct(senders, (entry) => requestOf(entry));
  const schema =
    kinds.length === 1
      ? requestOf(senders[0]!)!.schema
      : {
          oneOf: kinds.map((entries) => ({ title: entries.map((entry) => entry.id).join(', '), ...requestOf(entries[0]!)!.schema })),
        };
  const multipart = senders[0]!.body === 'multipart';
  const silent = group.filter((entry) => !senders.includes(entry));
  return {
    required: silent.length === 0,
    ...(silent.length > 0
      ? { description: `Only ${list(senders.map((entry) => entry.id))} sends a body; ${list(silent.map((entry) => entry.id))} sends none.` }
      : {}),
    content: multipart
      ? { 'multipart/form-data': { schema, encoding: { file: { contentType: 'application/pdf, image/*' } } } }
      : { 'application/json': { schema, ...examples(senders, fixtures, (fixture) => fixture.request?.body) } },
  };
}

/** The success replies, under the status each entry's fixture answers with (createInquiry: 201). */
function successes(group: Endpoint[], fixtures: Fixtures): Record<string, JsonSchema> {
  const statusOf = (entry: Endpoint) => String(fixtures[entry.id as EndpointId]?.response.status ?? 200);
  const statuses = [...new Set(group.map(statusOf))].sort();
  return Object.fromEntries(
    statuses.map((status) => {
      const entries = group.filter((entry) => statusOf(entry) === status);
      return [
        status,
        {
          description:
            entries.length > 1
              ? `The reply to ${list(entries.map((entry) => entry.id))}; the examples are named after the entries.`
              : 'The reply.',
          content: {
            'application/json': {
              schema: responseSchema(entries, fixtures),
              ...examples(entries, fixtures, (fixture) => fixture.response.body),
            },
          },
        },
      ];
    }),
  );
}

function operation(group: Endpoint[], fixtures: Fixtures): JsonSchema {
  const [first] = group as [Endpoint, ...Endpoint[]];
  const shared = group.length > 1;
  const body = requestBody(group, fixtures);
  const login = group.every((entry) => entry.resource === 'auth');
  const query = parameters(group);
  // Entries sharing a method and path share an access too; were they ever to differ, the strictest is shown.
  const access = group.some((entry) => entry.access === 'admin')
    ? 'admin'
    : group.some((entry) => entry.access === 'staff')
      ? 'staff'
      : 'public';
  return {
    operationId: group.map((entry) => entry.id).join('_'),
    summary: shared ? `${list(group.map((entry) => entry.id))} (one method and path)` : summaryOf(first),
    description: [
      shared ? `${group.length} contract entries share this method and path; the request says which one it is.` : '',
      ...group.map((entry) => entryText(entry, group)),
    ]
      .filter(Boolean)
      .join('\n\n'),
    tags: [first.resource],
    'x-contract-entries': group.map((entry) => entry.id),
    'x-access': access,
    ...(access === 'public' ? {} : { security: [{ [STAFF_LOCK]: [] }] }),
    ...(query.length > 0 ? { parameters: query } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      ...successes(group, fixtures),
      ...(access === 'public'
        ? {}
        : {
            401: { description: "Behind the staff lock: no or wrong credentials (the web server's own page, not JSON)." },
            ...(access === 'admin' ? { 403: { description: 'Behind the staff lock: the user is not in the admin group.' } } : {}),
          }),
      ...(login
        ? {
            401: {
              description: 'Wrong credentials: `{success: false, message}`.',
              content: { 'application/json': { schema: wire.statusEnvelope.schema } },
            },
          }
        : {}),
      default: {
        description: FAILURE,
        content: {
          'application/json': { schema: wire.statusEnvelope.schema, example: { success: false, message: "(the server's reason)" } },
        },
      },
    },
  };
}

const STAFF_LOCK = 'staffLock';
const securitySchemes = {
  [STAFF_LOCK]: {
    type: 'http',
    scheme: 'basic',
    description:
      "The server-side staff lock (a build with VITE_STAFF_GATE=basic writes the backend folder's .htaccess: build/staff-gate.ts). Staff operations need a user of its password file, admin-only ones (x-access: admin) a user of its admin group. Without the lock the backend itself checks nothing.",
  },
};

/** Replaces each named shape, wherever it appears, by a reference to its component. */
function withReferences(document: JsonSchema): JsonSchema {
  const names = new Map<unknown, string>(COMPONENTS.map(([name, shape]) => [shape.schema, name]));
  const visit = (value: unknown, top: unknown): unknown => {
    if (Array.isArray(value)) return value.map((item) => visit(item, top));
    if (typeof value !== 'object' || value === null) return value;
    const name = names.get(value);
    if (name && value !== top) return { $ref: `#/components/schemas/${name}` };
    const words = (value as { [SAYS]?: Says })[SAYS];
    return {
      ...Object.fromEntries(Object.entries(value).map(([key, item]) => [key, visit(item, top)])),
      ...(words ? { description: shapeWords[words[0]](words[1]) } : {}),
    };
  };
  const paths = visit(document.paths, null);
  const schemas = Object.fromEntries(
    COMPONENTS.map(([name, shape, description]) => [name, { ...(visit(shape.schema, shape.schema) as JsonSchema), description }]),
  );
  return { ...document, paths, components: { schemas, securitySchemes } };
}

/** The OpenAPI 3.1 document of the contract. */
export function buildOpenApi(fixtures: Fixtures = readFixtures()): JsonSchema {
  const groups = new Map<string, Endpoint[]>();
  for (const entry of endpointList) {
    const key = `/${entry.script} ${entry.method.toLowerCase()}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [key, group] of groups) {
    const [path, method] = key.split(' ') as [string, string];
    (paths[path] ??= {})[method] = operation(group, fixtures);
  }
  return withReferences({
    openapi: '3.1.0',
    info: {
      title: 'Truck parts PHP backend',
      version: '1.0.0',
      description: [
        'The calls the site makes to the existing PHP backend (SPEC §7), generated from php-contract/endpoints.ts by `npm run contract:openapi`: do not edit by hand.',
        '',
        'The schemas describe what PHP really sends, and the client accepts all of it: numbers as strings ("12"), null or missing fields, and some fields under two names (each alias says which).',
        'A PHP notice printed before the JSON is tolerated too. The scripts set no session: the logins only check credentials.',
        '',
        'Where several calls share a method and path (GET parts.php is the catalogue, the suggestions and one part), the query or body says which call it is,',
        'and each example is named after its call. Prism and other mock servers answer a named example when asked with the header `Prefer: example=<call>`.',
      ].join('\n'),
    },
    servers: [
      {
        url: 'http://127.0.0.1:8080',
        description: 'The reference PHP backend (npm run backend:php); point it at your own backend folder.',
      },
    ],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    paths,
  });
}
