import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { blankBuyLead } from '../../../src/features/buy-lead/buy-lead-schema';
import { isValidPhone } from '../../../src/features/forms/contact-schema';
import { buyLeadSchema, inquirySchema } from '../../../src/features/forms/lead-rules';
import { readDraft } from '../../../src/features/forms/use-form-draft';
import { inquiryInput } from '../../../src/features/inquiry/inquiry-schema';

describe('isValidPhone', () => {
  it.each(['9876543210', '+919876543210', '+91 98765 43210', '(079) 2282-0002', '+91-98765-43210', '123456789012345'])(
    'accepts %j',
    (phone) => {
      expect(isValidPhone(phone)).toBe(true);
    },
  );
  it.each(['987654321', '1234567890123456', '98765x43210', '+91.98765.43210', '', '          '])('rejects %j', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
  it('counts characters after removing spaces', () => {
    expect(isValidPhone('98 76 54 32 10')).toBe(true);
    expect(isValidPhone('1 2 3 4 5 6 7 8 9')).toBe(false);
  });
});

const messagesOf = async (schema: typeof inquirySchema | typeof buyLeadSchema, values: Record<string, unknown>) => {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
};

describe('form schemas', () => {
  const inquiry = { name: 'A', email: '', phone: '9876543210', company: 'C', partName: 'P', quantity: '2', message: 'Long enough text' };

  it('accepts a complete enquiry', async () => {
    expect(await messagesOf(inquirySchema, inquiry)).toEqual([]);
  });

  it.each([
    [{ quantity: 'abc' }, 'Quantity must be a positive number'],
    [{ quantity: '0.5' }, 'Quantity must be a whole number'],
    [{ quantity: '-1' }, 'Quantity must be a positive number'],
    [{ quantity: '' }, 'Quantity is required'],
    [{ message: '   nine ch   ' }, 'Message must be at least 10 characters'],
    [{ email: 'a@b.co' }, []],
  ])('enquiry %j → %j', async (change, expected) => {
    expect(await messagesOf(inquirySchema, { ...inquiry, ...change })).toEqual(Array.isArray(expected) ? expected : [expected]);
  });

  it('has no message rule for buy leads, only the delivery location on top of the shared rules', async () => {
    const lead = { ...blankBuyLead, name: 'A', phone: '9876543210', company: 'C', partName: 'P', quantity: '1', deliveryLocation: '' };
    expect(await messagesOf(buyLeadSchema, lead)).toEqual(['Delivery location is required']);
  });

  it('trims the texts and sends quantity as a number', () => {
    expect(
      inquiryInput({ name: ' A ', email: ' e@x.in ', phone: ' 98 ', company: ' C ', partName: ' P ', quantity: ' 3 ', message: ' M ' }),
    ).toEqual({
      name: 'A',
      email: 'e@x.in',
      phone: '98',
      company: 'C',
      partName: 'P',
      quantity: 3,
      message: 'M',
    });
  });
});

describe('readDraft', () => {
  const blank = { name: '', quantity: '' as number | '' };

  it('restores the known fields only, with values of the right kind', () => {
    window.localStorage.setItem('truck-parts-draft:t', JSON.stringify({ name: 'Ravi', quantity: 4, admin: true, extra: 'x' }));
    expect(readDraft('t', blank)).toEqual({ name: 'Ravi', quantity: 4 });
    window.localStorage.setItem('truck-parts-draft:t', JSON.stringify({ name: { evil: 1 }, quantity: null }));
    expect(readDraft('t', blank)).toEqual(blank);
  });

  it('falls back to the blank values for a missing or corrupt draft', () => {
    expect(readDraft('none', blank)).toEqual(blank);
    window.localStorage.setItem('truck-parts-draft:t', 'nope{');
    expect(readDraft('t', blank)).toEqual(blank);
  });
});
