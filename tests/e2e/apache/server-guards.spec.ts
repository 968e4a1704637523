/**
 * The server pages as a stranger and a neighbour on the host try them, on the real Apache (one
 * layout: the guards do not depend on where the backend is): a Host header that names another
 * port or another site, the server folder's files by every spelling of their path, a burst of
 * visitors for a record with no copy and at the moment a copy expires, and the private folder's
 * owner and mode. The copies' rules, the lock, the caps and the deadline are server/test.php's.
 */
import { once } from 'node:events';
import { chownSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { serviceUser } from '../../../scripts/apache.ts';
import { expect, serverSettings, siteOf, test } from './support';

/** A GET with the path and headers exactly as written: no client tidies `..`, `%73` or Host. */
function rawGet(port: number, path: string, headers: IncomingHttpHeaders = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** A server of the tests' own that answers every part id, after `delayMs`, and counts what it was asked. */
async function fakeBackend(
  name: (id: string) => string,
  delayMs = 0,
): Promise<{ port: number; url: string; asked: string[]; close: () => void }> {
  const asked: string[] = [];
  const server: Server = createServer((request, response) => {
    asked.push(request.url ?? '');
    const id = new URL(request.url ?? '/', 'http://backend').searchParams.get('id') ?? '0';
    setTimeout(() => {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ id, name: name(id), description: 'Sent by the tests.', image: 'https://evil.example/x.jpg' }));
    }, delayMs).unref();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    asked,
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

const portOf = (url: string) => Number(new URL(url).port);

test("a Host header naming a neighbour's port or another site changes neither where the record is read nor the page", async ({
  request,
}, testInfo) => {
  const { url, backendUrl } = siteOf(testInfo);
  const neighbour = await fakeBackend(() => 'OUT OF STOCK, order at evil.example');
  try {
    const parts = await request.get(`${backendUrl}/parts.php`);
    const { data } = (await parts.json()) as { data: { id: string; name: string }[] };
    // Records of the seed that no test has asked for yet, so that no copy stands in for the backend.
    const [first, second] = data.slice(-2);
    const attacks: IncomingHttpHeaders[] = [
      { host: `127.0.0.1:${neighbour.port}` },
      {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
        'x-forwarded-port': String(neighbour.port),
      },
    ];
    for (const [index, headers] of attacks.entries()) {
      const part = index === 0 ? first! : second!;
      const attacker = await rawGet(portOf(url), `/catalog/${part.id}`, headers);
      expect(attacker.body, JSON.stringify(headers)).not.toContain('evil.example');
      const visitor = await rawGet(portOf(url), `/catalog/${part.id}`);
      expect(visitor.status).toBe(200);
      expect(visitor.body).toContain(`<h1 id="part-title">${part.name}</h1>`);
      expect(visitor.body).toContain(`<link rel="canonical" href="${url}/catalog/${part.id}">`);
      expect(visitor.body).not.toContain('evil.example');
    }
    for (const path of ['/sitemap.xml', '/robots.txt']) {
      await rawGet(portOf(url), path, attacks[1]);
      expect((await rawGet(portOf(url), path)).body, path).not.toContain('evil.example');
    }
    expect(neighbour.asked).toEqual([]);
  } finally {
    neighbour.close();
  }
});

test('no file of the server folder is a request, however its path is escaped or dotted', async ({ request }, testInfo) => {
  const { url, docroot } = siteOf(testInfo);
  const port = portOf(url);
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(relative(docroot, path));
    }
  };
  walk(join(docroot, 'server'));
  expect(files).toEqual(expect.arrayContaining(['server/config.php', 'server/lib/records.php', 'server/record.php']));
  const hex = (text: string) => [...text].map((char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
  for (const file of files) {
    const [folder, ...rest] = file.split('/');
    const name = rest.join('/');
    for (const path of [
      `/${file}`,
      `/%73erver/${name}`,
      `/${hex(folder!)}/${name}`,
      `/${folder}/${name.split('/').map(hex).join('/')}`,
      `/x/../${file}`,
      `/./${file}`,
      `//${file}`,
      `/catalog/../${file}`,
      `/${folder}%2f${name}`,
      `/${file}?page=1`,
    ]) {
      const { status, body } = await rawGet(port, path);
      expect([403, 404], path).toContain(status);
      expect(body, path).not.toMatch(/<\?php|"backend"|Fatal error/);
    }
  }
  // The routes that the server pages answer still answer.
  expect((await request.get('/catalog/1')).status()).toBe(200);
  expect((await request.get('/sitemap.xml')).status()).toBe(200);
  expect((await request.get('/robots.txt')).status()).toBe(200);
});

test('forty visitors at once read the backend once, with no copy and as the copy expires, and all get the record', async ({
  request,
}, testInfo) => {
  const { url, docroot } = siteOf(testInfo);
  const backend = await fakeBackend((id) => `Burst Part ${id}`, 800);
  const settings = serverSettings(docroot);
  const burst = async (path: string) => {
    const replies = await Promise.all(Array.from({ length: 40 }, () => rawGet(portOf(url), path)));
    return replies.filter(({ status, body }) => status === 200 && body.includes('<h1 id="part-title">Burst Part 424242</h1>')).length;
  };
  try {
    settings.set({ backend: backend.url });
    expect(await burst('/catalog/424242')).toBe(40);
    expect(backend.asked.length).toBeLessThanOrEqual(2);
    const before = backend.asked.length;
    // The copy expires: ten minutes old, as its owner (Apache's user) keeps it. The one request that reads
    // the backend refreshes it, the others send the old one.
    const { privateDir } = settings.settings as { privateDir: string };
    const copy = join(privateDir, 'copy-getPart-424242.json');
    const { uid, gid } = statSync(copy);
    writeFileSync(copy, JSON.stringify({ ...(JSON.parse(readFileSync(copy, 'utf8')) as object), at: Math.floor(Date.now() / 1000) - 600 }));
    chownSync(copy, uid, gid);
    expect(await burst('/catalog/424242')).toBe(40);
    expect(backend.asked.length - before).toBeLessThanOrEqual(2);
  } finally {
    settings.restore();
    backend.close();
  }
  expect((await request.get('/catalog/1')).status()).toBe(200);
});

test("the private folder is Apache's user's own, mode 0700, and its files are not writable by others", async ({ request }, testInfo) => {
  const { docroot } = siteOf(testInfo);
  const { privateDir } = serverSettings(docroot).settings as { privateDir: string };
  expect((await request.get('/catalog/1')).status()).toBe(200);
  const folder = statSync(privateDir);
  expect(folder.mode & 0o777).toBe(0o700);
  expect(folder.uid).toBe(serviceUser()?.uid ?? process.getuid?.());
  for (const file of readdirSync(privateDir)) {
    const stat = statSync(join(privateDir, file));
    expect(stat.uid, file).toBe(folder.uid);
    expect(stat.mode & 0o022, file).toBe(0);
  }
});
