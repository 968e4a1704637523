import { ApiError } from '../../lib/api-error';
import { leadSubmitTexts } from '../texts/lead-calls';
import type { senders } from './senders';

type Senders = typeof senders;
/** A public form, by its draft key (the enquiry and buy-lead pages'). */
export type LeadForm = keyof Senders;

const leadForms: readonly string[] = ['inquiry', 'buy-lead'] satisfies LeadForm[];
export const isLeadForm = (form: string): form is LeadForm => leadForms.includes(form);

/**
 * Sends a public form. The HTTP client (axios with it, about 23 KB gzipped) loads at the first send,
 * not with the page. Should it fail to load (no connection on a first visit, before the offline worker
 * holds it), that is a connection failure: the outbox keeps the form and sends it when the connection returns.
 */
export async function sendLead<Form extends LeadForm>(
  form: Form,
  payload: Parameters<Senders[Form]>[0],
): Promise<Awaited<ReturnType<Senders[Form]>>> {
  let loaded: Senders;
  try {
    loaded = (await import('./senders')).senders;
  } catch {
    throw new ApiError('network', leadSubmitTexts[form].network);
  }
  const send = loaded[form] as (payload: Parameters<Senders[Form]>[0]) => Promise<Awaited<ReturnType<Senders[Form]>>>;
  return send(payload);
}
