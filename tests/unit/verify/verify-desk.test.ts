// @vitest-environment node
/** contract:verify against the fake backend's lead desk over HTTP, as it is and with one of the desk's rules broken on purpose. */
import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { handlers } from '../../../mocks/handlers';
import { deskEndpointList } from '../../../php-contract/desk';
import { deskOptions, parseArgs, verifyDesk, type VerifyReport } from '../../../php-contract/verify';
import { mockBackendForFile, realNetworkOnly, withMockBackend } from './support';

realNetworkOnly();

const ADMIN = { user: 'admin@example.com', password: 'admin12345' };
const SUBADMIN = { user: 'subadmin@example.com', password: 'subadmin12345' };
const ADMIN_HEADER = `Basic ${Buffer.from(`${ADMIN.user}:${ADMIN.password}`).toString('base64')}`;

const failures = (report: VerifyReport) =>
  report.results
    .filter((result) => result.result === 'FAIL')
    .map((result) => `${result.entry} (${result.variant ?? ''}): ${result.problems.join('; ')}`);
const against = (extra: RequestHandler[], options: { writes?: boolean; subadmin?: boolean } = {}) =>
  withMockBackend(extra, (url) =>
    verifyDesk({
      desk: `${url}/desk/`,
      staff: ADMIN,
      writes: options.writes ?? true,
      ...(options.subadmin === false ? {} : { subadmin: SUBADMIN }),
    }),
  );

/** The fake desk's own answer to a request (the normal handlers), with its body replaced by `body` when given. */
function normally(request: Request, body?: unknown, replaced: Record<string, string> = {}) {
  const headers = new Headers(request.headers);
  for (const [name, value] of Object.entries(replaced)) headers.set(name, value);
  const sent = new Request(request.url, { method: request.method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return getResponse(handlers, sent) as Promise<Response>;
}

describe('verify against the fake desk', () => {
  const backend = mockBackendForFile();

  it('passes every call, writes and the subadmin checks included', async () => {
    const report = await verifyDesk({ desk: `${backend.current.url}/desk`, staff: ADMIN, subadmin: SUBADMIN, writes: true });
    expect(failures(report)).toEqual([]);
    expect(report.errors).toEqual([]);
    expect(report.skipped).toBe(0);
    for (const entry of deskEndpointList) expect(report.results.map((result) => result.entry)).toContain(entry.id);
    const variants = report.results.map((result) => `${result.entry} ${result.status} ${result.variant ?? ''}`.trim());
    expect(variants).toEqual(
      expect.arrayContaining([
        'listDeskLeads 401 without credentials',
        "takeDeskLead 409 someone else's lead",
        'assignDeskLead 403 by a subadmin',
        'setDeskStep 409 stale version',
        'saveDeskTemplates 403 by a subadmin',
      ]),
    );
  });

  it('runs only the reads without writes, and a subadmin as the staff member is refused the admin-only calls', async () => {
    const reads = await verifyDesk({ desk: `${backend.current.url}/desk/`, staff: ADMIN });
    expect(failures(reads)).toEqual([]);
    expect(reads.results.filter((result) => result.result === 'SKIP').map((result) => result.entry)).toEqual(
      deskEndpointList.filter((entry) => entry.write).map((entry) => entry.id),
    );
    const subadmin = await verifyDesk({ desk: `${backend.current.url}/desk/`, staff: SUBADMIN, writes: true });
    expect(failures(subadmin)).toEqual([]);
    expect(subadmin.results.filter((result) => result.status === 403).map((result) => result.entry)).toEqual([
      'assignDeskLead',
      'saveDeskTemplates',
    ]);
  });
});

describe('verify against a desk that breaks a rule', () => {
  it('fails a desk that answers without credentials', async () => {
    const open = http.get('*/desk/templates', ({ request }) =>
      request.headers.has('authorization') ? undefined : normally(request, undefined, { Authorization: ADMIN_HEADER }),
    );
    expect(failures(await against([open], { writes: false }))).toEqual(['getDeskTemplates (without credentials): HTTP 200, expected 401']);
  });

  it('fails a desk that takes a change made on a stale copy', async () => {
    const blind = http.post('*/desk/step', async ({ request }) => {
      if (!request.headers.has('authorization')) return undefined;
      const body = (await request.clone().json()) as { kind: string; id: number; version: number };
      const now = await normally(
        new Request(`${new URL(request.url).origin}/desk/lead?kind=${body.kind}&id=${body.id}`, { headers: request.headers }),
      );
      const { lead } = (await now.json()) as { lead: { version: number } };
      return normally(request, { ...body, version: lead.version });
    });
    expect(failures(await against([blind]))).toEqual(['setDeskStep (stale version): HTTP 200, expected 409']);
  });

  it('fails a desk that lets a subadmin assign', async () => {
    const subadminHeader = `Basic ${Buffer.from(`${SUBADMIN.user}:${SUBADMIN.password}`).toString('base64')}`;
    const lax = http.post('*/desk/assign', async ({ request }) =>
      request.headers.get('authorization') === subadminHeader
        ? normally(request, await request.clone().json(), { Authorization: ADMIN_HEADER })
        : undefined,
    );
    expect(failures(await against([lax]))).toEqual(['assignDeskLead (by a subadmin): HTTP 200, expected 403']);
  });

  it('fails a desk that HTML-escapes a note, or keeps one twice', async () => {
    const escaping = http.post('*/desk/note', async ({ request }) => {
      const reply = (await (await normally(request, await request.clone().json())).json()) as { note: { text: string } };
      reply.note.text = reply.note.text.replace(/</g, '&lt;');
      return HttpResponse.json(reply);
    });
    expect(failures(await against([escaping])).join('\n')).toMatch(/^addDeskNote \(\): note: expected the text as sent/m);

    const twice = http.post('*/desk/note', async ({ request }) => {
      const body = (await request.clone().json()) as { key: string };
      return normally(request, { ...body, key: `${body.key}-${Math.random()}` });
    });
    expect(failures(await against([twice])).join('\n')).toMatch(/the same key again.*note\.id: is \d+, expected the kept \d+/);
  });

  it('fails a reply that does not fit the wire shape, naming the field', async () => {
    const broken = http.get('*/desk/leads', async ({ request }) => {
      const reply = (await (await normally(request)).json()) as { data: { id: unknown }[] };
      if (request.headers.has('authorization') && reply.data?.[0]) reply.data[0].id = 'abc';
      return HttpResponse.json(reply, { status: reply.data ? 200 : 401 });
    });
    expect(failures(await against([broken], { writes: false }))).toEqual([
      'listDeskLeads (): data[0].id: must be a numeric id (got "abc")',
    ]);
  });
});

describe("verify against a desk that breaks a rule of the watch's", () => {
  const fails = async (extra: RequestHandler[]) => failures(await against(extra)).join('\n');

  it('fails a nudge that carries lead data, or that is not 202', async () => {
    const chatty = http.post('*/desk/nudge', () => HttpResponse.json({ success: true, message: null, data: [{ id: 1 }] }, { status: 202 }));
    expect(await fails([chatty])).toMatch(/^nudgeDesk \(without credentials\): expected exactly \{success: true, message: null\}/m);
    const plain = http.post('*/desk/nudge', () => HttpResponse.json({ success: true, message: null }));
    expect(await fails([plain])).toMatch(/^nudgeDesk \(without credentials\): HTTP 200, expected 202/m);
  });

  it('fails a nudge without a rate', async () => {
    const endless = http.post('*/desk/nudge', () => HttpResponse.json({ success: true, message: null }, { status: 202 }));
    expect(await fails([endless])).toMatch(/^nudgeDesk \(past 6 a minute\): HTTP 202, expected 429/m);
  });

  it('fails news that answers arrivals at or before since, or not oldest first', async () => {
    const all = http.get('*/desk/news', async ({ request }) => {
      const url = new URL(request.url);
      if (!url.searchParams.has('since') || url.searchParams.get('since') === 'abc') return undefined;
      url.searchParams.set('since', '0');
      const reply = (await (await normally(new Request(url, { headers: request.headers }))).json()) as { data: { seq: number }[] };
      reply.data.push({ ...reply.data[0]!, seq: 0 });
      return HttpResponse.json(reply);
    });
    expect(await fails([all])).toMatch(/^getDeskNews \(since \d+\): data: holds arrivals at or before \d+/m);
  });

  it('fails a seen mark that does not lower the unseen', async () => {
    const deaf = http.post('*/desk/seen', async ({ request }) => {
      const body = (await request.clone().json()) as { leads: unknown[] };
      if (body.leads.length !== 1) return undefined;
      return normally(request, { leads: [{ kind: 'buyLeads', id: 987_654 }] });
    });
    expect(await fails([deaf])).toMatch(
      /^markDeskSeen \(\): unseen\.(inquiries|buyLeads): is \d+, expected \d+ after one of them was seen/m,
    );
  });

  it('fails a desk that keeps a device it could never notify, or loses the one it kept', async () => {
    const lax = http.post('*/desk/push', async ({ request }) => {
      const body = (await request.clone().json()) as { endpoint: string };
      return normally(request, { ...body, endpoint: body.endpoint.replace(/^http:/, 'https:') });
    });
    expect(await fails([lax])).toMatch(/^saveDeskPush \(http endpoint\): HTTP 200, expected 400/m);
    const forgetful = http.post('*/desk/push', () =>
      HttpResponse.json({ success: true, message: 'This device will be notified of new leads.' }),
    );
    expect(await fails([forgetful])).toMatch(/^getDeskPush \(with the device\): devices: is \d+, expected \d+ after a subscription/m);
  });

  it('fails quiet hours that are not kept', async () => {
    const forgetful = http.put('*/desk/quiet', () => HttpResponse.json({ success: true, message: 'Quiet hours saved.' }));
    expect(await fails([forgetful])).toMatch(/^getDeskPush \(with quiet hours\): quiet: is null, expected/m);
  });
});

describe('the desk options of the CLI', () => {
  it('takes the desk and its users from flags or VERIFY_DESK_*, and under --mock the fake desk with the seed accounts', () => {
    const flags = parseArgs(['--desk', 'http://127.0.0.1:4780/desk/', '--desk-user', 'a@x', '--desk-password', 'p'], {});
    expect(deskOptions(flags)).toEqual({ desk: 'http://127.0.0.1:4780/desk/', staff: { user: 'a@x', password: 'p' } });
    const env = parseArgs([], {
      VERIFY_DESK_URL: 'https://shop.example/desk/',
      VERIFY_DESK_USER: 'b@x',
      VERIFY_DESK_PASSWORD: 'q',
      VERIFY_DESK_SUBADMIN_USER: 'c@x',
      VERIFY_DESK_SUBADMIN_PASSWORD: 'r',
    });
    expect(deskOptions(env)).toEqual({
      desk: 'https://shop.example/desk/',
      staff: { user: 'b@x', password: 'q' },
      subadmin: { user: 'c@x', password: 'r' },
    });
    expect(deskOptions(parseArgs(['--mock'], {}), 'http://127.0.0.1:5000')).toEqual({
      desk: 'http://127.0.0.1:5000/desk/',
      staff: ADMIN,
      subadmin: SUBADMIN,
    });
    expect(deskOptions(parseArgs(['--base', 'http://x.test'], {}))).toBeUndefined();
    expect(() => parseArgs(['--desk', 'http://x.test/desk/', '--desk-subadmin-user', 'c@x'], {})).toThrow(/both --desk-subadmin-user/);
  });
});
