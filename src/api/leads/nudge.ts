import { env } from '../../config/env';

/**
 * Tells the lead desk that the backend has just accepted a lead, so it reads the backend now (or within
 * its interval) and pushes to staff phones, instead of at the next cron minute or staff tab's check. Used
 * as `.then(nudgeDesk)` after a send, it passes the send's reply on. The desk's address is written here,
 * not taken from its contract entry: the public forms' code is size-held. Never awaited and never failing:
 * the customer's success does not wait on it, and a desk that is busy, refuses (past its rate) or is gone
 * changes nothing for them. keepalive: it still leaves if the tab closes at once.
 */
export function nudgeDesk<Reply>(reply: Reply): Reply {
  if (env.desk === 'on') fetch('/desk/nudge', { method: 'POST', keepalive: true, credentials: 'omit' }).catch(() => undefined);
  return reply;
}
