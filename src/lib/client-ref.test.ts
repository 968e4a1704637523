import { describe, expect, it } from 'vitest';
import { clientRefOf, copiesOf, copyKey, messageWithoutRef, newClientRef, withClientRef } from './client-ref';

describe('client reference', () => {
  it('is six unambiguous characters, new each time', () => {
    const refs = new Set(Array.from({ length: 200 }, newClientRef));
    expect(refs.size).toBe(200);
    for (const ref of refs) expect(ref).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{2}$/);
  });

  it('ends the message on a line of its own, and reads back from it with the message intact', () => {
    const message = 'Need these by Friday.\nCall after 6.';
    const tagged = withClientRef(message, { ref: 'K7Q2-MX', line: { index: 2, total: 4 } });
    expect(tagged).toBe('Need these by Friday.\nCall after 6.\n\nRef K7Q2-MX · 2 of 4');
    expect(clientRefOf(tagged)).toEqual({ ref: 'K7Q2-MX', line: { index: 2, total: 4 }, lang: 'en' });
    expect(messageWithoutRef(tagged)).toBe(message);
    expect(clientRefOf(withClientRef(message, { ref: 'K7Q2-MX' }))).toEqual({ ref: 'K7Q2-MX', lang: 'en' });
  });

  it('reads no reference from a message without one, or with the words inside a sentence', () => {
    expect(clientRefOf('Please send 4 brake chambers.')).toBeNull();
    expect(clientRefOf('Ref K7Q2-MX is what your man told me, please call')).toBeNull();
    // As the backend may hand it back: trailing spaces, Windows line ends.
    expect(clientRefOf('Hello there team\r\n\r\nRef K7Q2-MX · 1 of 2 ')).toEqual({
      ref: 'K7Q2-MX',
      line: { index: 1, total: 2 },
      lang: 'en',
    });
  });

  it('carries the language of the site it was sent from after the reference; English adds nothing', () => {
    const message = 'रेट बताइए।\nशाम को फ़ोन करें।';
    expect(withClientRef(message, { ref: 'K7Q2-MX', lang: 'hi' })).toBe(`${message}\n\nRef K7Q2-MX · hi`);
    expect(withClientRef(message, { ref: 'K7Q2-MX', line: { index: 2, total: 4 }, lang: 'gu' })).toBe(
      `${message}\n\nRef K7Q2-MX · 2 of 4 · gu`,
    );
    expect(withClientRef('Call me.', { ref: 'K7Q2-MX', lang: 'en' })).toBe('Call me.\n\nRef K7Q2-MX');
    expect(clientRefOf(`${message}\n\nRef K7Q2-MX · hi`)).toEqual({ ref: 'K7Q2-MX', lang: 'hi' });
    expect(clientRefOf('Need it\r\n\r\nRef K7Q2-MX · 2 of 4 · gu \r\n')).toEqual({
      ref: 'K7Q2-MX',
      line: { index: 2, total: 4 },
      lang: 'gu',
    });
    expect(messageWithoutRef(`${message}\n\nRef K7Q2-MX · 2 of 4 · gu`)).toBe(message);
    // Not a language of the site, or not where the line ends: no reference at all, as for any other text.
    expect(clientRefOf('Ref K7Q2-MX · fr')).toBeNull();
    expect(clientRefOf('Ref K7Q2-MX · hi · 2 of 4')).toBeNull();
    // The language is not what makes a copy: the same line sent again after the visitor switched language is one.
    expect(copyKey(clientRefOf('x\n\nRef K7Q2-MX · 1 of 2 · hi')!)).toBe(copyKey(clientRefOf('x\n\nRef K7Q2-MX · 1 of 2')!));
  });

  it('names the copies: the same reference and line received again, after the first', () => {
    const records = [
      { id: 12, message: 'a message\n\nRef K7Q2-MX · 1 of 2' },
      { id: 14, message: 'a message\n\nRef K7Q2-MX · 1 of 2' },
      { id: 13, message: 'a message\n\nRef K7Q2-MX · 2 of 2' },
      { id: 15, message: 'a message\n\nRef AAAA-BB' },
      { id: 16, message: 'no reference here' },
      { id: 17, message: 'no reference here' },
    ];
    expect([...copiesOf(records)]).toEqual([[14, 12]]);
  });
});
