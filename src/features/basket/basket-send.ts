import type { InquiryInput } from '../../api/inquiries/inquiries';
import { errorMessage } from '../../lib/api-error';
import { newClientRef, withClientRef, type RefLanguage } from '../../lib/client-ref-line';
import { INQUIRY_DRAFT_KEY, inquiryInput, type InquiryValues } from '../inquiry/inquiry-schema';
import { keepUnsent } from '../offline/outbox';
import { readBasket, updateBasket, type Basket, type BasketLine } from './basket-store';

/** Spec §5's quantity rule, checked per line before anything is sent (the form's own fields have yup). */
const QUANTITY_MESSAGE = 'Quantity must be a positive number';
const validQuantity = (quantity: string) => /^\s*\d+\s*$/.test(quantity) && Number(quantity) > 0;

/** The request's reference and each line's place in it, fixed at the first send and kept for a resend of what is left. */
function numbered(basket: Basket): Basket {
  let total = basket.total ?? 0;
  const lines = basket.lines.map((line) => (line.index ? line : { ...line, index: (total += 1) }));
  return { ...basket, ref: basket.ref ?? newClientRef(), total, lines };
}

/** One line's values as the one-part form would hold them: the outbox gives these back to that form after a refusal. */
const lineValues = (values: InquiryValues, line: BasketLine): InquiryValues => ({
  ...values,
  partName: line.partName,
  quantity: line.quantity,
});

/**
 * Sends the basket: each line as its own enquiry through the enquiry call, one after the other, the
 * customer's message with the request's reference, the line's place and the page's language `lang` appended (src/lib/client-ref.ts).
 * Each line leaves the basket as soon as it is sent, so nothing is sent twice: not after a refusal of
 * another line, not after a reload. With no reply at all (offline, a timeout) that line and the rest go
 * to the outbox, which sends them when the connection returns. A refused line stays with its reason.
 * Answers how many lines were sent (or kept to send) this time, of the request's total, and how many are left.
 */
export async function sendBasket(
  values: InquiryValues,
  lang: RefLanguage,
  send: (payload: InquiryInput) => Promise<number | null>,
): Promise<{ sent: number; total: number; left: number }> {
  const invalid = readBasket().lines.filter((line) => !validQuantity(line.quantity));
  if (invalid.length > 0) {
    updateBasket((basket) => ({
      ...basket,
      lines: basket.lines.map((line) => (invalid.includes(line) ? { ...line, error: QUANTITY_MESSAGE } : line)),
    }));
    return { sent: 0, total: readBasket().total ?? 0, left: invalid.length };
  }
  updateBasket(numbered);
  const { ref = '', total = 0, lines } = readBasket();
  let sent = 0;
  let noReply: unknown = null;
  for (const line of lines) {
    const own = lineValues(values, line);
    const input = inquiryInput(own);
    const payload: InquiryInput = { ...input, message: withClientRef(input.message, { ref, line: { index: line.index!, total }, lang }) };
    let id: number | null = null;
    let error: unknown = noReply;
    if (!noReply) {
      try {
        id = await send(payload);
      } catch (caught) {
        error = caught;
      }
    }
    // Nothing came back: this line and the ones after it wait in the outbox rather than each waiting for its own timeout.
    const kept = error ? await keepUnsent(INQUIRY_DRAFT_KEY, own, payload, error) : null;
    if (kept) noReply = error;
    if (error && !kept) {
      updateBasket((basket) => ({
        ...basket,
        lines: basket.lines.map((held) => (held.id === line.id ? { ...held, error: errorMessage(error) } : held)),
      }));
      continue;
    }
    sent += 1;
    updateBasket((basket) => ({
      ...basket,
      lines: basket.lines.filter((held) => held.id !== line.id),
      sent: [...(basket.sent ?? []), { partName: line.partName, quantity: line.quantity.trim(), id, outbox: kept?.id }],
    }));
  }
  return { sent, total, left: readBasket().lines.length };
}
