import { describe, expect, it } from 'vitest';
import { parseScenario, setScenario } from '../../../mocks/scenarios';
import { listBlogPosts } from '../../../src/api/blog-posts/blog-posts';
import { listBuyLeads } from '../../../src/api/buy-leads/buy-leads';
import { listCategories } from '../../../src/api/categories/categories';
import { listInquiries } from '../../../src/api/inquiries/inquiries';
import { listParts } from '../../../src/api/parts/parts';
import { shouldRetryRead } from '../../../src/app/query-client';
import { ApiError } from '../../../src/lib/api-error';

describe('scenario names', () => {
  it('reads <target>-<fault> and the two short names', () => {
    expect(parseScenario('parts-500')).toEqual({ target: 'parts', fault: '500' });
    expect(parseScenario('buy-leads-swap')).toEqual({ target: 'buyLeads', fault: 'swap' });
    expect(parseScenario('network-down')).toEqual({ target: 'all', fault: 'network' });
    expect(parseScenario('slow')).toEqual({ target: 'all', fault: 'slow' });
    expect(parseScenario('parts-explode')).toBeNull();
    expect(parseScenario(null)).toBeNull();
  });
});

describe('the fake backend under each fault', () => {
  const reason = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => error as ApiError,
    );

  it('500 with an HTML page, 401 with a JSON message, and a dropped connection', async () => {
    setScenario('parts-500');
    expect(await reason(listParts())).toMatchObject({ kind: 'http', status: 500, message: 'Failed to load parts' });
    setScenario('inquiries-401');
    expect(await reason(listInquiries())).toMatchObject({
      kind: 'http',
      status: 401,
      message: 'The server could not process this request.',
    });
    setScenario('network-down');
    expect(await reason(listBlogPosts())).toMatchObject({ kind: 'network', message: 'Failed to fetch blog posts' });
  });

  it('a PHP notice before the JSON is tolerated', async () => {
    setScenario('parts-notice');
    expect((await listParts()).length).toBeGreaterThan(10);
  });

  it('an envelope instead of the bare buy-lead array, and the reverse, are refused with the spec texts', async () => {
    setScenario('buy-leads-swap');
    expect(await reason(listBuyLeads())).toMatchObject({ message: 'Failed to fetch buy leads - invalid data format' });
    setScenario('parts-swap');
    expect(await reason(listParts())).toMatchObject({ message: 'Failed to load parts' });
  });

  it('records missing their fields are refused; empty lists are fine', async () => {
    setScenario('parts-missing');
    expect(await reason(listParts())).toMatchObject({ kind: 'invalid-response', message: 'Failed to load parts' });
    setScenario('categories-empty');
    expect(await listCategories()).toEqual([]);
  });

  it('a request that never answers times out with the call’s connection text', async () => {
    setScenario('slow');
    expect(await reason(listParts())).toMatchObject({
      kind: 'timeout',
      message: 'Failed to connect to the server. Please try again later.',
    });
  });
});

describe('read retries', () => {
  it('retry once on no answer or a 5xx, never on a 4xx, a refusal or bad data', () => {
    expect(shouldRetryRead(0, new ApiError('network', 'x'))).toBe(true);
    expect(shouldRetryRead(0, new ApiError('timeout', 'x'))).toBe(true);
    expect(shouldRetryRead(0, new ApiError('http', 'x', { status: 502 }))).toBe(true);
    expect(shouldRetryRead(1, new ApiError('network', 'x'))).toBe(false);
    expect(shouldRetryRead(0, new ApiError('http', 'x', { status: 404 }))).toBe(false);
    expect(shouldRetryRead(0, new ApiError('rejected', 'x'))).toBe(false);
    expect(shouldRetryRead(0, new ApiError('invalid-response', 'x'))).toBe(false);
  });
});
