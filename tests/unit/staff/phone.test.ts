import { describe, expect, it } from 'vitest';
import { customerChatLink, customerTelHref, internationalDigits } from '../../../src/features/staff/shared/phone';

describe('internationalDigits (India by default)', () => {
  it.each([
    ['98765 43210', '919876543210'],
    ['9876543210', '919876543210'],
    ['09876543210', '919876543210'],
    ['+91 98765 43210', '919876543210'],
    ['+91-98765-43210', '919876543210'],
    ['0091 98765 43210', '919876543210'],
    ['(+91) 98765 43210', '919876543210'],
    ['919876543210', '919876543210'],
  ])('reads the Indian mobile %s as %s', (typed, digits) => {
    expect(internationalDigits(typed)).toBe(digits);
  });

  it.each([
    ['022-2345-6789', '912223456789'],
    ['022 2345 6789', '912223456789'],
    ['+91 22 2345 6789', '912223456789'],
    ['0261 234 5678', '912612345678'],
  ])('reads the Indian landline %s as %s', (typed, digits) => {
    expect(internationalDigits(typed)).toBe(digits);
  });

  it.each([
    ['+44 20 7946 0958', '442079460958'],
    ['+971 50 123 4567', '971501234567'],
    ['+1 (212) 555-0123', '12125550123'],
  ])('keeps the foreign number %s in its own country', (typed, digits) => {
    expect(internationalDigits(typed)).toBe(digits);
  });

  it.each(['', '   ', 'call me', '12', '98765', '+', '++91', 'abc-def-ghij'])('gives null for %j', (junk) => {
    expect(internationalDigits(junk)).toBeNull();
  });
});

describe('customer links', () => {
  it('call and chat in international form, the greeting encoded', () => {
    expect(customerTelHref('98765 43210')).toBe('tel:+919876543210');
    expect(customerTelHref('+44 20 7946 0958')).toBe('tel:+442079460958');
    expect(customerChatLink('022-2345-6789', 'Hello & welcome')).toBe('https://wa.me/912223456789?text=Hello%20%26%20welcome');
  });

  it('falls back to the digits as typed for a number it cannot read', () => {
    expect(customerChatLink('12345', 'Hi')).toBe('https://wa.me/12345?text=Hi');
  });
});
