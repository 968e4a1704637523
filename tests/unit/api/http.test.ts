import { delay, http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../mocks/node';
import { saysRefused, saysSuccess, serverMessage } from '../../../php-contract/php-reply';
import { parseJsonBody } from '../../../src/api/http';
import { listParts } from '../../../src/api/parts/parts';
import { ApiError, errorMessage } from '../../../src/lib/api-error';

const PARTS = 'http://backend.test/api/parts.php';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('parseJsonBody', () => {
  it('reads plain JSON, JSON after a BOM, and JSON after a PHP notice', () => {
    expect(parseJsonBody('{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJsonBody('\uFEFF[1]')).toEqual({ ok: true, value: [1] });
    expect(parseJsonBody('<br />\n<b>Notice</b>: Undefined index: x in /a.php on line 3<br />\n{"success":true}')).toEqual({
      ok: true,
      value: { success: true },
    });
  });

  it('refuses HTML pages, empty bodies and truncated JSON', () => {
    expect(parseJsonBody('<html><body>500</body></html>')).toEqual({ ok: false });
    expect(parseJsonBody('')).toEqual({ ok: false });
    expect(parseJsonBody('{"success":tr')).toEqual({ ok: false });
  });
});

describe('serverMessage', () => {
  it('takes message, then error, and ignores blank or non-text values', () => {
    expect(serverMessage({ message: 'A', error: 'B' })).toBe('A');
    expect(serverMessage({ message: '  ', error: 'B' })).toBe('B');
    expect(serverMessage({ message: 3 })).toBeNull();
    expect(serverMessage([1])).toBeNull();
  });
});

describe("PHP's idea of success and of a refusal", () => {
  it('counts true, 1, "1" and "true" as success, and nothing else', () => {
    expect([true, 1, '1', 'true'].map(saysSuccess)).toEqual([true, true, true, true]);
    expect([false, 0, '0', 'false', 'yes', 2, null, undefined, 'TRUE'].some(saysSuccess)).toBe(false);
  });

  it('refuses a reply that says success false, or carries only an error; data or a success flag is no refusal', () => {
    expect([{ success: false }, { success: 0 }, { success: '0' }, { success: 'false' }, { error: 'Busy' }].map(saysRefused)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([{ success: true, error: 'x' }, { data: [], error: 'x' }, { data: [] }, {}, [], 'text', null].some(saysRefused)).toBe(false);
  });
});

describe('failures become ApiErrors with the spec texts', () => {
  it('a network failure', async () => {
    server.use(mswHttp.get(PARTS, () => HttpResponse.error()));
    const error = await failure(listParts());
    expect(error.kind).toBe('network');
    expect(error.message).toBe('Failed to connect to the server. Please try again later.');
  });

  it('a request that never answers times out within the configured time', async () => {
    server.use(
      mswHttp.get(PARTS, async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const started = Date.now();
    const error = await failure(listParts());
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe('Failed to connect to the server. Please try again later.');
    expect(Date.now() - started).toBeLessThan(4000);
  });

  it('HTTP 500 with an HTML body uses the fallback text', async () => {
    server.use(
      mswHttp.get(
        PARTS,
        () => new HttpResponse('<h1>Internal Server Error</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    const error = await failure(listParts());
    expect(error).toMatchObject({ kind: 'http', status: 500, message: 'Failed to load parts' });
  });

  it('HTTP 4xx with a JSON message shows that message', async () => {
    server.use(mswHttp.get(PARTS, () => HttpResponse.json({ success: false, message: 'Database is busy' }, { status: 403 })));
    const error = await failure(listParts());
    expect(error).toMatchObject({ kind: 'http', status: 403, message: 'Database is busy', serverMessage: 'Database is busy' });
  });

  it('success false uses the server message, or the fallback', async () => {
    server.use(mswHttp.get(PARTS, () => HttpResponse.json({ success: false })));
    expect((await failure(listParts())).message).toBe('Failed to load parts');
    server.use(mswHttp.get(PARTS, () => HttpResponse.json({ success: false, message: 'No parts table' })));
    expect((await failure(listParts())).message).toBe('No parts table');
  });

  it('a 200 that is not JSON is an invalid response', async () => {
    server.use(mswHttp.get(PARTS, () => new HttpResponse('Warning: mysqli_connect(): Too many connections', { status: 200 })));
    expect(await failure(listParts())).toMatchObject({ kind: 'invalid-response', message: 'Failed to load parts' });
  });

  it('a bare array where an envelope was expected is an invalid response', async () => {
    server.use(mswHttp.get(PARTS, () => HttpResponse.json([{ id: '1', name: 'x' }])));
    expect(await failure(listParts())).toMatchObject({ kind: 'invalid-response', message: 'Failed to load parts' });
  });
});

describe('errorMessage', () => {
  it('uses a screen’s own texts for connection failures and fallbacks, but keeps the server’s message', () => {
    const texts = {
      failed: 'Failed to load parts. Please try again later.',
      network: 'Error connecting to the server. Please check your connection.',
    };
    expect(errorMessage(new ApiError('network', 'x'), texts)).toBe(texts.network);
    expect(errorMessage(new ApiError('invalid-response', 'x'), texts)).toBe(texts.failed);
    expect(errorMessage(new ApiError('rejected', 'x', { serverMessage: 'Locked' }), texts)).toBe('Locked');
    expect(errorMessage(new Error('boom'))).toBe('Something went wrong. Please try again.');
  });
});
