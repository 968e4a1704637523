import { describe, expect, it } from 'vitest';
import { readServerList } from './server-list';

describe("the list's first screen the server put into the page", () => {
  it('is read with its page, category, search, time, count and rows; a category that is no text left out', () => {
    const sent = { path: '/blog', category: 'All', search: '', at: 1700000000000, total: 9, rows: [{ id: '3' }] };
    expect(readServerList(JSON.stringify({ ...sent, categories: ['Safety', 4] }))).toEqual({ ...sent, categories: ['Safety'] });
  });

  it('is nothing when missing or not one', () => {
    for (const text of [
      undefined,
      '',
      'not json',
      '[]',
      '{"path":"/catalog","category":"All","search":"","at":1,"total":"2","rows":[]}',
      '{"path":"/catalog","category":"All","search":"","at":1,"total":2,"rows":[null]}',
      '{"path":"/catalog","category":"All","at":1,"total":2,"rows":[]}',
    ])
      expect(readServerList(text), String(text)).toBeNull();
  });
});
