/** Customers: phones a person can have, whole quantities, lengths, what the search can read, the reference. */
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { createdInquiryId } from '../../../src/api/inquiries/inquiries';
import { blankBuyLead } from '../../../src/features/buy-lead/buy-lead-schema';
import { searchTexts } from '../../../src/features/catalog/catalog-page';
import { rankSearch, readQuery } from '../../../src/features/catalog/search/search';
import { lengthNote, textLimits } from '../../../src/features/forms/contact-schema';
import { buyLeadSchema, inquirySchema } from '../../../src/features/forms/lead-rules';
import { isPossiblePhone } from '../../../src/features/forms/phone-rule';
import { englishTexts } from '../../../src/i18n/i18n';
import { formatDateTime } from '../../../src/lib/dates';

const errorsOf = async (schema: typeof inquirySchema | typeof buyLeadSchema, values: Record<string, unknown>) => {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
};
const inquiry = {
  name: 'Ravi Kumar',
  email: '',
  phone: '+91 98250 12345',
  company: 'Kumar Transport',
  partName: 'Wheel Lock Ring',
  quantity: '12',
  message: 'Please quote for twelve.',
};

describe('phone numbers a person can have (India unless it starts with +)', () => {
  it.each([
    '9825012345',
    '+91 98250 12345',
    '098250 12345',
    '079 2658 1234',
    '022-2345-6789',
    '+1 415 555 2671',
    '+44 20 7946 0958',
    '+971 50 123 4567',
    '9876543210',
  ])('accepts %j', (phone) => {
    expect(isPossiblePhone(phone)).toBe(true);
  });
  it.each(['0000000000', '1234567890', '9999999999', '5555555555', '+91 12345 67890', '98250 1234', '+44 12'])('refuses %j', (phone) => {
    expect(isPossiblePhone(phone)).toBe(false);
  });
  it("says the spec's 'Phone number is invalid' for an impossible number that passes §5's characters rule", async () => {
    expect(await errorsOf(inquirySchema, { ...inquiry, phone: '0000000000' })).toEqual(['Phone number is invalid']);
    expect(await errorsOf(buyLeadSchema, { ...blankBuyLead, ...inquiry, deliveryLocation: 'Pune', phone: '1234567890' })).toEqual([
      'Phone number is invalid',
    ]);
    expect(await errorsOf(inquirySchema, inquiry)).toEqual([]);
  });
});

describe('quantity: a whole number above 0, as typed', () => {
  it.each([
    ['1.5', 'Quantity must be a whole number'],
    ['1e3', 'Quantity must be a whole number'],
    ['0', 'Quantity must be a positive number'],
    ['-2', 'Quantity must be a positive number'],
    ['', 'Quantity is required'],
  ])('%j → %j', async (quantity, message) => {
    expect(await errorsOf(inquirySchema, { ...inquiry, quantity })).toEqual([message]);
  });
  it.each(['1', '500', ' 12 ', '007'])('accepts %j', async (quantity) => {
    expect(await errorsOf(inquirySchema, { ...inquiry, quantity })).toEqual([]);
  });
});

describe('text lengths', () => {
  it('takes name 100, company 150 and message 5,000 characters, and no more', async () => {
    expect(textLimits).toMatchObject({ name: 100, company: 150, message: 5000 });
    const full = { ...inquiry, name: 'n'.repeat(100), company: 'c'.repeat(150), message: 'm'.repeat(5000) };
    expect(await errorsOf(inquirySchema, full)).toEqual([]);
    const over = { ...inquiry, name: 'n'.repeat(101), company: 'c'.repeat(151), message: 'm'.repeat(5001) };
    expect(await errorsOf(inquirySchema, over)).toEqual([
      'Use at most 100 characters',
      'Use at most 150 characters',
      'Use at most 5,000 characters',
    ]);
  });
  it("keeps each buy-lead text to its column's size", async () => {
    const lead = {
      ...blankBuyLead,
      ...inquiry,
      deliveryLocation: 'd'.repeat(256),
      partNumber: 'p'.repeat(101),
      budget: 'b'.repeat(101),
      additionalRequirements: 'a'.repeat(5001),
    };
    expect(await errorsOf(buyLeadSchema, lead)).toEqual([
      'Use at most 100 characters',
      'Use at most 100 characters',
      'Use at most 255 characters',
      'Use at most 5,000 characters',
    ]);
  });
  it('shows the count from nine tenths of the limit, and says when it is reached', () => {
    expect(lengthNote('n'.repeat(89), 'name')).toBeUndefined();
    expect(lengthNote('n'.repeat(90), 'name')).toBe('90 of 100 characters');
    expect(lengthNote('m'.repeat(5000), 'message')).toBe('5,000 of 5,000 characters: that is the limit');
  });
});

describe('what the search can read', () => {
  const parts = [{ name: 'Wheel Lock Ring 20 inch' }, { name: 'Heavy Duty Silencer Assembly' }];
  it.each([
    ['lock ring', 'all', []],
    ['RB-SS-70', 'all', []],
    ['', 'all', []],
    ['ताला चाबी', 'none', ['ताला', 'चाबी']],
    ['ताला ring', 'part', ['ताला']],
    ['*** ???', 'symbols', ['***', '???']],
  ])('%j reads %s', (query, reads, unread) => {
    expect(readQuery(query)).toEqual({ reads, unread });
  });
  it('finds nothing for a query it cannot read, instead of every part', () => {
    expect(rankSearch(parts, 'ताला चाबी', (part) => part)).toEqual([]);
    expect(rankSearch(parts, '***', (part) => part)).toEqual([]);
    expect(rankSearch(parts, 'ताला ring', (part) => part)).toEqual([parts[0]]);
    expect(rankSearch(parts, '  ', (part) => part)).toEqual(parts);
  });
  it('says so in words', () => {
    expect(searchTexts.note(englishTexts, 'ताला चाबी', readQuery('ताला चाबी'))).toMatch(/could not search for “ताला चाबी”/);
    expect(searchTexts.note(englishTexts, 'ताला ring', readQuery('ताला ring'))).toMatch(/searched without “ताला”/);
    expect(searchTexts.note(englishTexts, '***', readQuery('***'))).toBe('“***” has no letters or numbers to search for.');
    expect(searchTexts.note(englishTexts, 'lock ring', readQuery('lock ring'))).toBe('');
  });
});

describe("the customer's reference", () => {
  it("reads the created enquiry's number from POST inquiries.php's reply, or none", () => {
    expect(createdInquiryId({ success: true, data: { id: '41', name: 'Ravi' }, message: 'Inquiry submitted successfully' })).toBe(41);
    expect(createdInquiryId({ success: true, data: { id: 7 } })).toBe(7);
    for (const reply of [
      { success: true },
      { success: true, data: null },
      { success: true, data: { id: '' } },
      { data: { id: 'x1' } },
      { data: { id: -3 } },
      { data: { id: true } },
      'ok',
      null,
    ]) {
      expect(createdInquiryId(reply)).toBeNull();
    }
  });
  it('writes the time a buy lead was sent in full', () => {
    expect(formatDateTime(new Date(2026, 10, 25, 0, 52))).toBe('November 25, 2026 at 12:52 AM');
    expect(formatDateTime(new Date(2026, 10, 25, 14, 5))).toBe('November 25, 2026 at 2:05 PM');
  });
});
