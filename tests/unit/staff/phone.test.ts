import { describe, expect, it } from 'vitest';
import { customerChatLink, customerTelHref, readPhone } from '../../../src/features/staff/shared/customer-phone';
import { phoneDigits } from '../../../src/lib/phone';

describe('readPhone (India by default)', () => {
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
    expect(readPhone(typed)).toEqual({ digits, mobile: true });
  });

  it.each([
    ['022-2345-6789', '912223456789'],
    ['022 2345 6789', '912223456789'],
    ['+91 22 2345 6789', '912223456789'],
    ['079 2658 1234', '917926581234'],
  ])('reads the Indian landline %s as %s, not a mobile', (typed, digits) => {
    expect(readPhone(typed)).toEqual({ digits, mobile: false });
  });

  it.each([
    ['+44 20 7946 0958', '442079460958', false],
    ['+44 7911 123456', '447911123456', true],
    ['+971 50 123 4567', '971501234567', true],
    // The US does not tell mobiles from landlines by number: either may chat.
    ['+1 415 555 2671', '14155552671', true],
  ])('keeps the foreign number %s in its own country', (typed, digits, mobile) => {
    expect(readPhone(typed)).toEqual({ digits, mobile });
  });

  it.each(['', '   ', 'call me', '12', '98765', '+', '++91', 'abc-def-ghij', '0000000000'])('is no number for %j', (junk) => {
    expect(readPhone(junk)).toEqual({ digits: null, mobile: false });
  });
});

describe('customer links', () => {
  it('call and chat in international form, the greeting encoded', () => {
    expect(customerTelHref('98765 43210')).toBe('tel:+919876543210');
    expect(customerTelHref('+44 20 7946 0958')).toBe('tel:+442079460958');
    expect(customerChatLink('98765 43210', 'Hello & welcome')).toBe('https://wa.me/919876543210?text=Hello%20%26%20welcome');
  });

  it('offers no chat to a landline and neither link to an impossible number', () => {
    expect(customerChatLink('022-2345-6789', 'Hi')).toBeNull();
    expect(customerTelHref('022-2345-6789')).toBe('tel:+912223456789');
    expect(customerTelHref('0000000000')).toBeNull();
    expect(customerChatLink('0000000000', 'Hi')).toBeNull();
  });
});

describe('phoneDigits (how staff search compares numbers)', () => {
  it.each([
    ['+91 98250 11223', '9825011223'],
    ['+919825011223', '9825011223'],
    ['919825011223', '9825011223'],
    ['098250 11223', '9825011223'],
    ['9825011223', '9825011223'],
    ['(+91) 98250-11223', '9825011223'],
    ['0091 98250 11223', '9825011223'],
    ['98250.11223', '9825011223'],
    ['022-2345-6789', '2223456789'],
    ['+91 98250', '98250'],
  ])('reads %s as %s', (typed, digits) => {
    expect(phoneDigits(typed)).toBe(digits);
  });

  it('keeps a bare 91 that starts a ten-digit number', () => {
    expect(phoneDigits('91987 65432')).toBe('9198765432');
  });

  it.each(['Patel', 'ravi@example.in', 'Heavy 40', '+91', '0', ''])('reads %j as no number', (typed) => {
    expect(phoneDigits(typed)).toBeNull();
  });
});
