import { describe, expect, it } from 'vitest';
import { readServerRecord } from './server-record';

describe('the record the server put into the page', () => {
  it('is read with its id, time and reply', () => {
    expect(readServerRecord('{"id":3,"at":1700000000000,"reply":{"id":"3","name":"Bolt"}}')).toEqual({
      id: 3,
      at: 1700000000000,
      reply: { id: '3', name: 'Bolt' },
    });
  });

  it('is nothing when missing or not one', () => {
    for (const text of [undefined, null, '', 'not json', '[]', '{"id":"3","at":1,"reply":{}}', '{"id":3,"reply":{}}', '{"id":3,"at":1}'])
      expect(readServerRecord(text), String(text)).toBeNull();
  });
});
