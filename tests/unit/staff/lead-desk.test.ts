import { describe, expect, it } from 'vitest';
import { worthRetrying } from '../../../src/features/staff/desk/lead-desk-outbox';
import { changedBy, dueDay, lineSentence, stepText, stepWhen } from '../../../src/features/staff/desk/lead-desk-text';
import { ApiError } from '../../../src/lib/api-error';

describe("the desk panel's words", () => {
  it.each([
    ['note', 'Quoted 4,200', 'Note by a@x'],
    ['call', '+91 98250 12345', 'Call opened by a@x'],
    ['whatsapp', '+91 98250 12345', 'WhatsApp opened by a@x'],
    ['take', '', 'Taken by a@x'],
    ['assign', 'b@x', 'Assigned to b@x by a@x'],
    ['step', '2026-11-28 10:30 Call back', 'Next step set by a@x: 2026-11-28 10:30 Call back'],
    ['done', 'Call back', 'Step done by a@x: Call back'],
  ])('reads a %s line as a sentence', (type, text, sentence) => {
    expect(lineSentence({ type, text, by: 'a@x' })).toBe(sentence);
  });

  it('writes a step with its day, its time when it has one, and what to do', () => {
    expect(dueDay('2026-03-04')).toBe('Mar 4, 2026');
    expect(stepText({ due: '2026-03-04', time: '10:30', what: 'Call back' })).toBe('Mar 4, 2026 10:30: Call back');
    expect(stepText({ due: '2026-03-04', time: null, what: '' })).toBe('Mar 4, 2026');
  });

  it("places a step against the desk's day", () => {
    expect(stepWhen('2026-11-27', '2026-11-28')).toBe('overdue');
    expect(stepWhen('2026-11-28', '2026-11-28')).toBe('today');
    expect(stepWhen('2026-12-01', '2026-11-28')).toBe('later');
  });

  it("names who changed a lead, or keeps the desk's words when it names nobody", () => {
    expect(changedBy({ changedBy: 'b@x', changedAt: null }, 'Changed.')).toBe('Changed by b@x.');
    expect(changedBy({ changedBy: 'b@x', changedAt: '2026-11-28T09:30:00Z' }, 'Changed.')).toMatch(
      /^Changed by b@x at (.+, )?\d{1,2}:30 [AP]M\.$/,
    );
    expect(changedBy({ changedBy: null, changedAt: null }, 'Changed by someone.')).toBe('Changed by someone.');
  });
});

describe('which failed notes wait to be sent again', () => {
  it('keeps a note the desk did not answer, timed out on, failed on itself (5xx) or did not know the caller', () => {
    expect(worthRetrying(new ApiError('network', 'down'))).toBe(true);
    expect(worthRetrying(new ApiError('timeout', 'slow'))).toBe(true);
    expect(worthRetrying(new ApiError('http', 'busy', { status: 503 }))).toBe(true);
    expect(worthRetrying(new Error('unexpected'))).toBe(true);
    // Kept until the staff member signs in again.
    expect(worthRetrying(new ApiError('http', 'who', { status: 401 }))).toBe(true);
  });

  it("takes a 4xx or a refusal as the desk's answer", () => {
    expect(worthRetrying(new ApiError('http', 'bad', { status: 400 }))).toBe(false);
    expect(worthRetrying(new ApiError('http', 'gone', { status: 404 }))).toBe(false);

    expect(worthRetrying(new ApiError('rejected', 'no'))).toBe(false);
  });
});
