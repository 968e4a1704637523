import '../../support/preload-lazy-code';
import { http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../mocks/node';
import fixture from '../../../php-contract/fixtures/getBlogPost.json';
import { getBlogPost } from '../../../src/api/blog-posts/blog-posts';
import { requestEarly, takeEarlyReply } from '../../../src/api/early-replies';
import { startEarlyRecord } from '../../../src/app/early-record';
import { env } from '../../../src/config/env';
import { assetUrl } from '../../../src/config/urls';
import { ApiError } from '../../../src/lib/api-error';

const POSTS = `${env.backendUrl}/blog_posts.php`;
const body = JSON.stringify(fixture.response.body);

/** Requests that reached the (fake) backend. */
function backendCalls(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    calls.push(`${url.pathname}${url.search}`);
  });
  return calls;
}

/** `fetch` answering `answer`, for the early request only (the app's own go through MSW). */
function stubFetch(answer: () => Promise<Response>) {
  const fetch = vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>(() => answer());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The page's HTML running its early script at `path`. */
async function runEarlyScript(path: string, answer: () => Promise<Response>) {
  const fetch = stubFetch(answer);
  startEarlyRecord(POSTS, path);
  vi.unstubAllGlobals();
  // Whatever the script does with the reply is done once the reply is read.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return fetch;
}

/** An early request for `url` answered by `answer`. */
function early(url: string, answer: () => Promise<Response>) {
  stubFetch(answer);
  requestEarly(url).catch(() => {});
  vi.unstubAllGlobals();
}

afterEach(() => {
  vi.unstubAllGlobals();
  server.events.removeAllListeners();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  for (const id of [2, 3]) takeEarlyReply(`${POSTS}?id=${id}`)?.catch(() => {});
});

describe('the early record script and the replies it leaves for the app', () => {
  it('asks for the record of /blog/{id} and the record picture, and the app reads that reply without calling again', async () => {
    const fetch = await runEarlyScript('/blog/2', async () => new Response(body, { status: 200 }));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![0]).toBe(`${POSTS}?id=2`);
    await vi.waitFor(() => {
      const hint = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
      expect(hint?.href).toBe(assetUrl(fixture.response.body.data.image));
    });

    const calls = backendCalls();
    const post = await getBlogPost(2);
    expect(post.title).toBe('How to Inspect Wheel Lock Rings');
    expect(calls).toEqual([]);
    // The reply serves one request: the next one goes to the backend.
    await getBlogPost(2);
    expect(calls).toEqual(['/api/blog_posts.php?id=2']);
  });

  it('finds the picture of a bare record too (parts.php?id= answers the part itself)', async () => {
    const part = JSON.stringify({ id: '5', name: 'Lock Ring', image: 'uploads/parts/lock-ring.jpg' });
    const fetch = await runEarlyScript('/catalog/5', async () => new Response(part, { status: 200 }));
    expect(fetch.mock.calls[0]![0]).toBe(`${POSTS}?id=5`);
    await vi.waitFor(() =>
      expect(document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]')?.href).toBe(
        assetUrl('uploads/parts/lock-ring.jpg'),
      ),
    );
    takeEarlyReply(`${POSTS}?id=5`);
  });

  it('does nothing on a path without a positive id', async () => {
    const fetch = await runEarlyScript('/blog/latest', async () => new Response(body));
    expect(fetch).not.toHaveBeenCalled();
    await runEarlyScript('/blog/0', async () => new Response(body));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('gives no picture hint for a reply it cannot read or a picture address that is not a stored path or http(s)', async () => {
    await runEarlyScript('/blog/2', async () => new Response('<b>Notice</b>: oops', { status: 200 }));
    expect(document.head.querySelector('link[as="image"]')).toBeNull();
    takeEarlyReply(`${POSTS}?id=2`);
    const unsafe = JSON.stringify({ data: { ...fixture.response.body.data, image: 'javascript:alert(1)' } });
    await runEarlyScript('/blog/2', async () => new Response(unsafe, { status: 200 }));
    expect(document.head.querySelector('link[as="image"]')).toBeNull();
  });

  it('goes to the backend when the early request got no answer', async () => {
    early(`${POSTS}?id=2`, () => Promise.reject(new TypeError('Failed to fetch')));
    const calls = backendCalls();
    expect((await getBlogPost(2)).id).toBe(2);
    expect(calls).toEqual(['/api/blog_posts.php?id=2']);
  });

  it("treats the early reply's status as the backend's: a 500 is the call's failure text", async () => {
    early(`${POSTS}?id=2`, async () => new Response('<html>Internal Server Error</html>', { status: 500 }));
    const calls = backendCalls();
    const error = await getBlogPost(2).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Failed to fetch blog post');
    expect((error as ApiError).status).toBe(500);
    expect(calls).toEqual([]);
  });

  it('stops waiting for an early reply when the request is cancelled', async () => {
    early(`${POSTS}?id=2`, () => new Promise<Response>(() => {}));
    const controller = new AbortController();
    const pending = getBlogPost(2, controller.signal);
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(ApiError);
  });

  it('answers only the GET it was made for', async () => {
    server.use(mswHttp.get(POSTS, () => HttpResponse.json(fixture.response.body)));
    early(`${POSTS}?id=3`, async () => new Response('not used'));
    const calls = backendCalls();
    expect((await getBlogPost(2)).id).toBe(2);
    expect(calls).toEqual(['/api/blog_posts.php?id=2']);
    expect(takeEarlyReply(`${POSTS}?id=3`)).toBeDefined();
  });
});
