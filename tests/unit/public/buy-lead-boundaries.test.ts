/**
 * The buy-lead form's SPEC §5 rules at their boundaries, on the rules and the payload the page uses
 * (lead-rules.ts, buy-lead-schema.ts). The screen shows these messages beside their fields and keeps
 * what was typed: tests/integration/reliability/hostile-buy-lead.test.tsx, one case of each kind.
 */
import { describe, expect, it } from 'vitest';
import type { ValidationError } from 'yup';
import { buyLeadInput, type BuyLeadValues } from '../../../src/features/buy-lead/buy-lead-schema';
import { buyLeadSchema } from '../../../src/features/forms/lead-rules';
import { validBuyLeadValues } from '../../support/lead-values';

const valid = validBuyLeadValues;

/** Each field's messages, as the form shows them beside it. */
async function errorsOf(values: Partial<BuyLeadValues>): Promise<Record<string, string[]>> {
  try {
    await buyLeadSchema.validate({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const byField: Record<string, string[]> = {};
    for (const inner of (error as ValidationError).inner) (byField[inner.path ?? ''] ??= []).push(inner.message);
    return byField;
  }
}

describe('phone: §5 characters, 10 to 15 once spaces are gone, and a number India can have', () => {
  it.each([
    ['(98)765-4', 9],
    ['98765 4321', 9], // 10 characters typed, 9 once the space is gone
    ['+91 987 654', 9],
    ['+91-(98765)-4321', 16],
    ['+91 (98765) 43-210', 16],
    ['98765 43210 12345 6', 16],
    ['98765abcde', 10], // letters
    ['98765.43210', 11], // a dot
    ['98765/43210', 11], // a slash
    // §5's characters, but no number India can have.
    ['0000000000', 10],
    ['1234567890', 10],
    ['(98) 765-43', 10], // 7 digits
  ])('refuses %j (%i characters without spaces)', async (phone, length) => {
    expect(phone.replace(/\s/g, '')).toHaveLength(length);
    expect(await errorsOf({ phone })).toEqual({ phone: ['Phone number is invalid'] });
  });

  it.each([
    ['9876543210', 10],
    ['98250 12345', 10],
    ['079 2658 1234', 11], // a landline, with its trunk 0
    ['+91 (98250) 12345', 15],
    ['+91-98765-43210', 15], // plus and hyphens count
    ['  98765 43210  ', 10], // padding is trimmed
  ])('accepts %j (%i characters without spaces) and sends it trimmed', async (phone, length) => {
    expect(phone.trim().replace(/\s/g, '')).toHaveLength(length);
    expect(await errorsOf({ phone })).toEqual({});
    expect(buyLeadInput({ ...valid, phone }).phone).toBe(phone.trim());
  });
});

describe('quantity: a whole number above 0', () => {
  it.each([
    ['0', 'Quantity must be a positive number'],
    ['-1', 'Quantity must be a positive number'],
    ['-0.5', 'Quantity must be a positive number'],
    ['', 'Quantity is required'],
    ['1.5', 'Quantity must be a whole number'],
    ['1e3', 'Quantity must be a whole number'],
  ])('refuses %j with %j', async (quantity, message) => {
    expect(await errorsOf({ quantity })).toEqual({ quantity: [message] });
  });

  it.each([
    ['1', 1],
    ['100000', 100000],
  ])('accepts %j and sends the number %d', async (quantity, sent) => {
    expect(await errorsOf({ quantity })).toEqual({});
    expect(buyLeadInput({ ...valid, quantity }).quantity).toBe(sent);
  });
});

describe('e-mail: optional, and a real address when given', () => {
  it.each(['meera', 'meera@', '@example.in', 'meera@@example.in', 'meera shah@example.in', 'meera@exa mple.in', '<meera@example.in>'])(
    'refuses %j',
    async (email) => {
      expect(await errorsOf({ email })).toEqual({ email: ['Email is invalid'] });
    },
  );

  it.each([
    ['meera.shah+leads@example.co.in', 'meera.shah+leads@example.co.in'],
    ['  meera@example.in  ', 'meera@example.in'],
    ['', ''],
  ])('accepts %j and sends %j', async (email, sent) => {
    expect(await errorsOf({ email })).toEqual({});
    expect(buyLeadInput({ ...valid, email }).email).toBe(sent);
  });
});

describe('required fields made only of spaces and tabs', () => {
  it.each([
    ['name', 'Name is required'],
    ['phone', 'Phone number is required'],
    ['company', 'Company name is required'],
    ['partName', 'Part name is required'],
    ['deliveryLocation', 'Delivery location is required'],
  ] as const)('refuses %s with %j, and only it', async (key, message) => {
    expect(await errorsOf({ [key]: ' \t  ' })).toEqual({ [key]: [message] });
  });
});
