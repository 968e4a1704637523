/**
 * The enquiry form's SPEC §5 rules at their boundaries, on the rules and the payload the page uses
 * (lead-rules.ts, inquiry-schema.ts). The screen shows these messages beside their fields, one case of
 * each rule and one accepted value of each kind: tests/integration/public/inquiry.test.tsx.
 */
import { describe, expect, it } from 'vitest';
import type { ValidationError } from 'yup';
import { inquirySchema } from '../../../src/features/forms/lead-rules';
import { inquiryInput, type InquiryValues } from '../../../src/features/inquiry/inquiry-schema';
import { validInquiryValues } from '../../support/lead-values';

const valid = validInquiryValues;

/** Each field's message as the form shows it beside the field: the first its rules give (as Formik keeps it). */
async function errorsOf(values: Partial<InquiryValues>): Promise<Record<string, string>> {
  try {
    await inquirySchema.validate({ ...valid, ...values }, { abortEarly: false });
    return {};
  } catch (error) {
    const byField: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) byField[inner.path ?? ''] ??= inner.message;
    return byField;
  }
}

describe('each rule of the table refuses its value, and only that field', () => {
  it.each<[keyof InquiryValues, string, string]>([
    ['name', '', 'Name is required'],
    ['name', '   ', 'Name is required'],
    ['email', 'not-an-email', 'Email is invalid'],
    ['email', 'ravi@', 'Email is invalid'],
    ['phone', '', 'Phone number is required'],
    ['phone', '12345', 'Phone number is invalid'],
    ['phone', '0000000000', 'Phone number is invalid'],
    ['phone', '1234567890', 'Phone number is invalid'],
    ['phone', '1234567890123456', 'Phone number is invalid'],
    ['phone', '98765abcde', 'Phone number is invalid'],
    ['company', '', 'Company name is required'],
    ['partName', '', 'Part name is required'],
    ['quantity', '', 'Quantity is required'],
    ['quantity', '0', 'Quantity must be a positive number'],
    ['quantity', '-3', 'Quantity must be a positive number'],
    ['message', '', 'Message is required'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
    ['message', '  short    ', 'Message must be at least 10 characters'],
  ])('%s %j → %s', async (field, value, message) => {
    expect(await errorsOf({ [field]: value })).toEqual({ [field]: message });
  });
});

describe('accepted values, sent as typed but trimmed', () => {
  it.each<[keyof InquiryValues, string]>([
    ['email', ''],
    ['phone', '9876543210'],
    ['phone', '+91 98765 43210'],
    ['phone', '(079) 2282-0002'],
    ['phone', '+91-98765-43210'],
    ['phone', '+91 98 25 01 23 45'],
    ['quantity', '1'],
    ['message', 'Ten chars!'],
  ])('%s %j', async (field, value) => {
    expect(await errorsOf({ [field]: value })).toEqual({});
    const sent = inquiryInput({ ...valid, [field]: value });
    expect(sent[field]).toBe(field === 'quantity' ? Number(value) : value.trim());
  });
});
