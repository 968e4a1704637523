import type { CallTexts } from './call-texts';

/**
 * The public forms' submit texts (spec §8), apart from calls.ts so that a form can show them before
 * its sending code has loaded (src/api/leads/send.ts).
 */
export const leadSubmitTexts = {
  inquiry: { failed: 'Failed to submit inquiry. Please try again.', network: 'Failed to submit inquiry. Please try again.' },
  'buy-lead': { failed: 'Failed to submit buy lead. Please try again.', network: 'Failed to submit buy lead. Please try again.' },
} satisfies Record<string, CallTexts>;
