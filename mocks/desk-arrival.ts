/**
 * What the lead desk's watch keeps of an open lead it finds (server/lib/desk-watch.php's desk_arrivals row, in
 * the fake desk's shape): shared by the fake's watch (mocks/handlers/desk-watch.ts), its seed and the bench's volume.
 */
import type { DeskKind } from '../php-contract/desk';

/**
 * The client reference line a message ends with (src/lib/client-ref.ts writes and reads it; the fake may not
 * import it, so tests/unit/mocks/desk-watch.test.ts holds the two to the same readings).
 */
const REF_LINE = /(?:^|\n)Ref ([2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{2})(?: · \d+ of \d+)?(?: · (?:hi|gu))?\s*$/;

/** A backend row of an open lead: the fields the watch reads (enquiries: part_name; buy leads: partName). */
type LeadRow = Record<string, unknown> & { id: number };

/** An enquiry's request (its client reference: a basket's lines and a resent copy share it), else the lead itself. */
export function pushKeyOf(kind: DeskKind, row: LeadRow): string {
  const ref = kind === 'inquiries' ? REF_LINE.exec(String(row.message ?? ''))?.[1] : undefined;
  return ref ? `ref:${ref}` : `${kind}:${row.id}`;
}

/** The arrival of an open lead, found at `at`; `baseline`: open before the desk first looked at its kind, so never news. */
export const arrivalOf = (kind: DeskKind, row: LeadRow, at: string, baseline: boolean) => ({
  kind,
  lead: Number(row.id),
  name: String(row.name ?? ''),
  part: String(row.partName ?? row.part_name ?? row.part ?? ''),
  pushKey: pushKeyOf(kind, row),
  at,
  open: true,
  baseline,
});
