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
 *
 * The lead desk's calls (desk.ts) are listed beside the backend's, under /desk/ on their own server, the
 * site ({site}): their bodies from deskRequests, their refusals as JSON with the statuses the desk answers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deskRequests } from './desk-requests.ts';
import { DESK_KINDS, DESK_LIMITS, deskEndpointList, deskLeadWire, type DeskEndpointId } from './desk.ts';
import { endpointList, type Endpoint, type EndpointId } from './endpoints.ts';
import type { Fixture } from './fixtures/index.ts';
import { prose, shapeWords, type Prose } from './prose.ts';
import * as records from './records.ts';
import { requestOf } from './requests.ts';
import * as wire from './schemas.ts';
import { problemsOf, SAYS, type JsonSchema, type Says, type Wire } from './schemas.ts';

type Fixtures = Partial<Record<EndpointId | DeskEndpointId, Fixture>>;

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
  ['DeskLead', deskLeadWire, "A lead's desk entry: its owner, next step, newest note and version."],
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

/** What each desk call is for, and what it refuses: prose for this document only, as prose.ts is the backend's. */
const deskProse: Record<DeskEndpointId, Prose> = {
  listDeskLeads: {
    summary: 'Every lead the desk keeps, with its day, the signed-in staff member and the staff',
    quirks: [
      '`today` is the business day (Asia/Kolkata) that Today and Overdue are counted from',
      '`data` holds only the leads the desk has an entry for (an owner, a step or a note), by kind, then id',
    ],
  },
  getDeskLead: {
    summary: "One lead's desk entry and its history, oldest line first",
    quirks: ['a lead the desk has no entry for answers the blank entry (owner null, version 0) and no notes'],
  },
  takeDeskLead: {
    summary: 'Take an unowned lead',
    quirks: [
      'one atomic claim: of two takes at once one owns the lead and the other is answered 409 "Already taken by <owner>."',
      'the owner taking it again changes nothing: 200 with note null',
    ],
  },
  assignDeskLead: {
    summary: 'Give a lead to a staff member (admin only)',
    quirks: ['`version` must be the lead\'s as the admin saw it, else 409 "Changed by <who> at <when>." with the lead as it now is'],
  },
  addDeskNote: {
    summary: "Add a line to a lead's history: a note, or a call or WhatsApp chat opened from the desk",
    quirks: [
      `text of 1 to ${DESK_LIMITS.note} characters, kept as typed (never HTML-escaped or trimmed)`,
      '`key` (up to 64 characters, made once per note by the client) is unique: the same key again answers the note already kept and adds nothing',
      'a note does not raise the version',
    ],
  },
  setDeskStep: {
    summary: "Set a lead's next step, or close it (done) and set the next one",
    quirks: [
      '`due` YYYY-MM-DD (required unless done: 400 "Choose a day for the next step."), `time` HH:MM or empty',
      `\`what\` up to ${DESK_LIMITS.what} characters`,
      "`version` must be the lead's as staff saw it, else 409 with the lead as it now is",
    ],
  },
  getDeskTemplates: {
    summary: 'The WhatsApp reply templates in English, Hindi and Gujarati',
    quirks: ["a language admin has not saved answers the desk's default; {name}, {part} and {qty} are filled by the client"],
  },
  saveDeskTemplates: {
    summary: "Save one language's reply template (admin only)",
    quirks: [`text of 1 to ${DESK_LIMITS.template} characters`],
  },
  getDeskNews: {
    summary: "A tab's check: the leads that arrived since the number it last had, and the caller's unseen counts",
    quirks: [
      "the desk reads the backend's open leads itself, at most once per interval (deskWatchSeconds, default 20) for all staff; what was open at its first read is the baseline, never news",
      "`data`: the arrivals after `since`, still open, oldest first, at most 100; without `since` none (a tab's first check asks only for `seq`); `since` not a whole number from 0 is refused (400)",
      "`watching` false: the desk has no watcher's login (server/desk-cli.php setup), and the tab checks the backend itself",
    ],
  },
  listDeskUnseen: {
    summary: 'The leads that arrived since the caller last looked, on any of their devices, newest first',
    quirks: [
      "a staff member's first look counts everything there until then as seen",
      '`count` is all of them; `data` the newest 100; a lead stops being unseen when it is marked seen or is no longer open',
    ],
  },
  markDeskSeen: {
    summary: 'Mark leads seen by the caller (a list on screen, a lead opened), on all their devices',
    quirks: [
      '1 to 500 leads a call (400 otherwise); a lead the desk does not know is kept as seen too',
      'answers the unseen counts after it',
    ],
  },
  nudgeDesk: {
    summary: "The public site's word that the backend accepted a lead: the desk reads the backend soon",
    quirks: [
      'no credentials and no body; answers 202 `{success: true, message: null}` and never any lead',
      'at most 6 a minute (deskNudgesPerMinute) per client address: past it 429 "Too many nudges. Try again in a minute." with Retry-After: 60',
      'the backend is still read at most once per interval, however many nudges come',
    ],
  },
  getDeskPush: {
    summary: "The desk's push key, the caller's quiet hours and how many of their devices are notified",
    quirks: [
      '`key` is the VAPID public key (base64url), null before server/desk-cli.php setup made one',
      '`quiet` null: pushes at any hour',
    ],
  },
  saveDeskPush: {
    summary: "Notify this device of new leads (a PushSubscription's JSON)",
    quirks: [
      'an https endpoint (up to 1,000 characters, no user name in it), `keys.p256dh` a P-256 point (base64url, 65 bytes) and `keys.auth` 16 bytes, else 400 "This device cannot be notified."',
      'a device belongs to one staff member: saving its endpoint again moves it to the caller; at most 10 devices each, the oldest dropped',
      'answers "This device will be notified of new leads."',
    ],
  },
  deleteDeskPush: {
    summary: 'Stop notifying this device',
    quirks: ['answers "This device will not be notified." whether or not the desk had it'],
  },
  saveDeskQuiet: {
    summary: "Save the caller's quiet hours: pushes in them wait until they end",
    quirks: [
      "`from` and `to` 'HH:MM' on the business's clock (Asia/Kolkata), `from` after `to` spanning midnight; both '' (or the same time) for none",
      'one of them only: 400 "Quiet hours need a start and an end."; a time that is not one: 400',
      'answers "Quiet hours saved."',
    ],
  },
};

const proseOf = (entry: Endpoint): Prose => (entry.base === 'desk' ? deskProse[entry.id as DeskEndpointId] : prose[entry.id as EndpointId]);
const summaryOf = (entry: Endpoint) => proseOf(entry).summary;
/** What an entry sends: the backend's requests (requests.ts), or the desk's (deskRequests). */
const requestShape = (entry: Endpoint): Wire | null =>
  requestOf(entry) ?? (entry.base === 'desk' ? (deskRequests[entry.id as keyof typeof deskRequests] ?? null) : null);

function entryText(entry: Endpoint, group: Endpoint[]): string {
  const { summary, quirks = [] } = proseOf(entry);
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
    const body = fixtures[entry.id as EndpointId | DeskEndpointId]?.response.body;
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
    const fixture = fixtures[entry.id as EndpointId | DeskEndpointId];
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
      schema:
        name === 'id'
          ? { type: 'integer', minimum: 1 }
          : name === 'kind' && group[0]!.base === 'desk'
            ? { type: 'string', enum: DESK_KINDS }
            : { type: 'string' },
    };
  });
}

function requestBody(group: Endpoint[], fixtures: Fixtures): JsonSchema | null {
  const senders = group.filter((entry) => entry.body !== 'none' && requestShape(entry));
  if (senders.length === 0) return null;
  const kinds = distinct(senders, (entry) => requestShape(entry));
  const schema =
    kinds.length === 1
      ? requestShape(senders[0]!)!.schema
      : {
          oneOf: kinds.map((entries) => ({ title: entries.map((entry) => entry.id).join(', '), ...requestShape(entries[0]!)!.schema })),
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
  const statusOf = (entry: Endpoint) => String(fixtures[entry.id as EndpointId | DeskEndpointId]?.response.status ?? 200);
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
  if (first.base === 'desk') return deskOperation(first, fixtures, { query, body });
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

/** A refusal of the desk's, `{success: false, message}` with its status, and its message when the desk words it one way. */
const refusal = (description: string, message?: string): JsonSchema => ({
  description,
  content: {
    'application/json': {
      schema: wire.statusEnvelope.schema,
      ...(message ? { example: { success: false, message } } : {}),
    },
  },
});

/** Every desk call, for where each of its refusals applies. */
function deskOperation(entry: Endpoint, fixtures: Fixtures, { query, body }: { query: JsonSchema[]; body: JsonSchema | null }): JsonSchema {
  const versioned = ['takeDeskLead', 'assignDeskLead', 'setDeskStep'].includes(entry.id);
  const open = entry.access === 'public';
  return {
    operationId: entry.id,
    summary: summaryOf(entry),
    description: entryText(entry, [entry]),
    tags: [entry.resource],
    'x-contract-entries': [entry.id],
    'x-access': entry.access,
    // The nudge is the public site's: it carries no credentials, and the desk asks for none.
    ...(open ? {} : { security: [{ [DESK_LOCK]: [] }] }),
    ...(query.length > 0 ? { parameters: query } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: {
      ...successes([entry], fixtures),
      ...(entry.write || query.length > 0
        ? { 400: refusal('A request the desk cannot use (a missing or wrong field, a text too long).') }
        : {}),
      ...(open
        ? {
            429: refusal(
              'Past the nudges a client address may send in a minute (deskNudgesPerMinute); with Retry-After: 60.',
              'Too many nudges. Try again in a minute.',
            ),
          }
        : {
            401: refusal(
              'No or wrong credentials (JSON, and no WWW-Authenticate header: no browser password dialog).',
              'Sign in to use the lead desk.',
            ),
          }),
      ...(entry.access === 'admin' ? { 403: refusal("The user is not in the lock's admin group.", 'Only admin can do this.') } : {}),
      ...(versioned
        ? {
            409: {
              description:
                entry.id === 'takeDeskLead'
                  ? 'Someone else owns the lead: "Already taken by <owner>.", with the lead as it now is.'
                  : 'Changed since it was read: "Changed by <who> at <when>.", with the lead as it now is.',
              content: { 'application/json': { schema: entry.response.schema } },
            },
          }
        : {}),
      503: refusal(
        'The site has no staff lock configured: the desk answers no call (it fails closed).',
        'The lead desk needs the staff lock.',
      ),
      default: refusal('Another refusal: 404 "No such desk call.", 405 a method the call does not take.'),
    },
  };
}

const STAFF_LOCK = 'staffLock';
const DESK_LOCK = 'deskLock';
const securitySchemes = {
  [DESK_LOCK]: {
    type: 'http',
    scheme: 'basic',
    description:
      "The lead desk checks the staff lock's own files itself (STAFF_GATE_DIR: staff.htpasswd, and staff.groups for the admins): every call but the public site's nudge needs a user of the password file, admin-only ones (x-access: admin) one of the admin group.",
  },
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

const DESK_SERVERS = [
  {
    url: '{site}',
    description:
      "The site's own server (server/desk.php, behind the staff lock), or the fake backend's desk (npm run contract:verify -- --mock).",
    variables: { site: { default: 'http://127.0.0.1:4780', description: "The site's origin, e.g. https://example.com" } },
  },
];

/** The OpenAPI 3.1 document of the contract. */
export function buildOpenApi(fixtures: Fixtures = readFixtures()): JsonSchema {
  const groups = new Map<string, Endpoint[]>();
  for (const entry of [...endpointList, ...deskEndpointList]) {
    const key = `/${entry.script} ${entry.method.toLowerCase()}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, group] of groups) {
    const [path, method] = key.split(' ') as [string, string];
    // The desk is the site's own server, not the backend's (the document's server): its paths say so.
    const item = (paths[path] ??= group[0]!.base === 'desk' ? { servers: DESK_SERVERS } : {});
    item[method] = operation(group, fixtures);
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
        '',
        "The lead desk's calls (php-contract/desk.ts) are the site's own server's, at {site}/desk/: each of their paths names that server.",
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
