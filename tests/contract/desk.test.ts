// @vitest-environment jsdom
/**
 * The lead desk's calls (php-contract/desk.ts) held to the same checks as the backend's entries
 * (contract.test.ts): each has a fixture the contract accepts, the fake backend answers its request with
 * a reply the contract accepts, and the client's function sends what the contract says and reads the fixture.
 * jsdom: the client sends desk calls to the page's own origin.
 */
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../mocks/node';
import { deskCalls, deskEndpointList, type DeskEndpointId } from '../../php-contract/desk';
import { deskRequests } from '../../php-contract/desk-requests';
import type { Endpoint } from '../../php-contract/endpoints';
import { fixtures } from '../../php-contract/fixtures';
import { problemsOf, type Wire } from '../../php-contract/schemas';
import * as desk from '../../src/api/desk/desk';
import * as watch from '../../src/api/desk/watch';
import { callEndpoint } from '../../src/api/http';
import { deskTexts } from '../../src/api/texts/desk-calls';
import { fixtureRequest } from '../support/fixture-request';

const ADMIN = `Basic ${btoa('admin@example.com:admin12345')}`;
const requestOf = (entry: Endpoint): Wire | undefined => deskRequests[entry.id as keyof typeof deskRequests];
const fixtureOf = (entry: Endpoint) => fixtures[entry.id as DeskEndpointId]!;

describe.each(deskEndpointList.map((entry) => [entry.id, entry] as const))('desk call %s', (id, entry) => {
  it('has a fixture whose reply the contract accepts and whose request the contract sends', () => {
    const fixture = fixtureOf(entry);
    expect(fixture, `php-contract/fixtures/${id}.json is missing`).toBeDefined();
    expect(problemsOf(entry.response, fixture.response.body)).toEqual([]);
    expect(entry.body === 'json', 'a write sends its fields in a JSON body').toBe(entry.write);
    if (entry.write) expect(problemsOf(requestOf(entry)!, fixture.request?.body)).toEqual([]);
  });

  it('the fake backend answers its request (as admin) with a reply the contract accepts', async () => {
    const [url, init] = fixtureRequest(window.location.origin, entry, fixtureOf(entry), { Authorization: ADMIN });
    const response = await fetch(url, init);
    expect(response.status).toBe(fixtureOf(entry).response.status);
    expect(problemsOf(entry.response, await response.json())).toEqual([]);
  });
});

const { fetchDeskLeads, fetchDeskLead, takeLead, assignLead, addNote, setStep, fetchTemplates, saveTemplate } = desk;
/**
 * The nudge is sent by the public forms without the contract (src/api/leads/nudge.ts: their first load is
 * size-held; desk-nudge.test.tsx holds its request): here through the client's HTTP layer, as the contract says it.
 */
const nudge = () => callEndpoint(deskCalls.nudgeDesk, deskTexts.load);
const pushFixture = fixtures.saveDeskPush!.request!.body as PushSubscriptionJSON;
const quietFixture = fixtures.saveDeskQuiet!.request!.body as { from: string; to: string };
/** How the app calls each desk call, with the arguments its fixture describes. */
const invoke: Record<DeskEndpointId, () => Promise<unknown>> = {
  listDeskLeads: () => fetchDeskLeads(),
  getDeskLead: () => fetchDeskLead({ kind: 'inquiries', id: 1 }),
  takeDeskLead: () => takeLead({ kind: 'inquiries', id: 3 }),
  assignDeskLead: () => assignLead({ kind: 'inquiries', id: 3, owner: 'subadmin@example.com', version: 0 }),
  addDeskNote: () => addNote(fixtures.addDeskNote!.request!.body as Parameters<typeof addNote>[0]),
  setDeskStep: () => setStep(fixtures.setDeskStep!.request!.body as Parameters<typeof setStep>[0]),
  getDeskTemplates: () => fetchTemplates(),
  saveDeskTemplates: () => saveTemplate('hi', (fixtures.saveDeskTemplates!.request!.body as { text: string }).text),
  getDeskNews: () => watch.fetchNews(Number(fixtures.getDeskNews!.request!.query!.since)),
  listDeskUnseen: () => watch.fetchUnseen(),
  markDeskSeen: () => watch.markSeen((fixtures.markDeskSeen!.request!.body as { leads: desk.LeadRef[] }).leads),
  nudgeDesk: nudge,
  getDeskPush: () => watch.fetchPush(),
  saveDeskPush: () => watch.savePush(pushFixture),
  deleteDeskPush: () => watch.deletePush(pushFixture.endpoint!),
  saveDeskQuiet: () => watch.saveQuiet(quietFixture.from, quietFixture.to),
};

describe.each(deskEndpointList.map((entry) => [entry.id, entry] as const))('the client against the fixture of %s', (id, entry) => {
  it("sends the call the contract describes, to the site's /desk/, with the staff member's header, and reads the fixture", async () => {
    window.sessionStorage.setItem('staffLock:login.php', ADMIN);
    const fixture = fixtureOf(entry);
    const seen: { method: string; url: URL; authorization: string | null; body: string }[] = [];
    server.use(
      http.all(`${window.location.origin}/${entry.script}`, async ({ request }) => {
        seen.push({
          method: request.method,
          url: new URL(request.url),
          authorization: request.headers.get('authorization'),
          body: await request.clone().text(),
        });
        return HttpResponse.json(fixture.response.body as Record<string, unknown>, { status: fixture.response.status });
      }),
    );
    const result = await invoke[id as DeskEndpointId]();
    window.sessionStorage.clear();
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request!.method).toBe(entry.method);
    // The nudge is the public site's: it carries no one's credentials.
    expect(request!.authorization).toBe(entry.access === 'public' ? null : ADMIN);
    for (const name of entry.requiredQuery) expect(request!.url.searchParams.has(name)).toBe(true);
    for (const name of request!.url.searchParams.keys()) expect(entry.query).toContain(name);
    if (entry.write) {
      expect(problemsOf(requestOf(entry)!, JSON.parse(request!.body))).toEqual([]);
      expect(JSON.parse(request!.body), 'the body the fixture describes').toEqual(fixture.request?.body);
    } else expect(request!.body).toBe('');
    for (const [name, value] of Object.entries(fixture.request?.query ?? {})) expect(request!.url.searchParams.get(name)).toBe(value);
    expect(JSON.stringify(result ?? null)).not.toContain('undefined');
  });
});
