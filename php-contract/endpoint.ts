/**
 * What an entry of the PHP backend's contract is (one row of SPEC §7), and the helpers that write one.
 * The entries are beside what they carry: a record's calls in its module under records/, the others in
 * site-calls.ts; endpoints.ts lists them all for the tools.
 */
import type { Wire } from './schemas.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Who may call an entry: anyone; staff of either role; or only an admin (what the subadmin may not do). */
export type Access = 'public' | 'staff' | 'admin';
export type Resource =
  'brochures' | 'categories' | 'parts' | 'inquiries' | 'buyLeads' | 'blogPosts' | 'uploads' | 'auth' | 'whatsapp' | 'desk';
/** Whose call it is: the PHP backend's ({backend}/script), or the site's own lead desk ({site}/desk/…, server/desk.php). */
export type Base = 'backend' | 'desk';

export interface Endpoint {
  id: string;
  resource: Resource;
  method: Method;
  /** The PHP script under {backend}/, or for the desk the path under the site's origin ('desk/lead'). */
  script: string;
  base: Base;
  /** Query parameters the call may send. */
  query: readonly string[];
  /** Query parameters that select this entry (e.g. `id` for the single-record GET). */
  requiredQuery: readonly string[];
  body: 'none' | 'json' | 'multipart';
  /** Schema of a successful response body. */
  response: Wire;
  /**
   * Who may call it. The role table (src/features/staff/roles.ts, capabilityCalls) says the same for
   * screens (a test checks they agree); the server-side staff gate (build/staff-gate.ts) is written from it.
   */
  access: Access;
  /** Whether the call changes data (verify runs these only with --writes). */
  write: boolean;
}

export const entry = (e: Omit<Endpoint, 'query' | 'requiredQuery' | 'body' | 'write' | 'base'> & Partial<Endpoint>): Endpoint => ({
  base: 'backend',
  query: [],
  requiredQuery: [],
  body: 'none',
  write: e.method !== 'GET',
  ...e,
});

/**
 * The five calls of a record's script: the list (with its filters), one record by ?id=, add, update (the
 * whole record and its id in a JSON body) and delete by ?id=. Only staff of the admin role update and delete.
 */
export function recordCalls<One extends string, Many extends Capitalize<Resource>>(
  one: One,
  many: Many,
  {
    script,
    read,
    add,
    listQuery,
    replies,
  }: {
    script: string;
    read: Access;
    add: Access;
    listQuery: readonly string[];
    replies: Record<'list' | 'get' | 'create' | 'update' | 'delete', Wire>;
  },
) {
  const byId = { query: ['id'], requiredQuery: ['id'] };
  // The resource is the plural's name: BuyLeads, buyLeads.
  const resource = `${many[0]!.toLowerCase()}${many.slice(1)}` as Resource;
  const calls: Endpoint[] = [
    entry({ id: `list${many}`, access: read, resource, method: 'GET', script, query: listQuery, response: replies.list }),
    entry({ id: `get${one}`, access: read, resource, method: 'GET', script, ...byId, response: replies.get }),
    entry({ id: `create${one}`, access: add, resource, method: 'POST', script, body: 'json', response: replies.create }),
    entry({ id: `update${one}`, access: 'admin', resource, method: 'PUT', script, body: 'json', response: replies.update }),
    entry({ id: `delete${one}`, access: 'admin', resource, method: 'DELETE', script, ...byId, response: replies.delete }),
  ];
  return Object.fromEntries(calls.map((call) => [call.id, call])) as Record<
    `list${Many}` | `${'get' | 'create' | 'update' | 'delete'}${One}`,
    Endpoint
  >;
}
