/**
 * What the lead desk says to the watch's calls, word for word, and the limits it keeps (server/lib/desk-*.php says
 * and keeps the same): the fake desk answers with them and verify expects them. A module of its own, beside the
 * calls (desk.ts), so that only the fake desk and the tools load it.
 */
export const DESK_WATCH_TEXTS = {
  tooManyNudges: 'Too many nudges. Try again in a minute.',
  noDevice: 'This device cannot be notified.',
  subscribed: 'This device will be notified of new leads.',
  unsubscribed: 'This device will not be notified.',
  quietSaved: 'Quiet hours saved.',
  quietHalf: 'Quiet hours need a start and an end.',
};

/** Arrivals a news or unseen reply holds, leads one seen call takes, nudges a minute per address, devices per staff member. */
export const DESK_WATCH_LIMITS = { arrivals: 100, seen: 500, nudgesPerMinute: 6, devices: 10 } as const;
