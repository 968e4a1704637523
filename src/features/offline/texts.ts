/**
 * Every text of the offline site and the outbox, in one place (a later issue translates the public
 * texts). The spec has none of these: they say in plain words what the device is doing.
 */
export const offlineTexts = {
  /** The quiet line over a page shown from the device. */
  line: (what: string, time: string) => `You're offline: showing ${what} as of ${time}`,
  lineNothingKept: "You're offline.",
  what: { catalogue: 'the catalogue', blog: 'the blog', site: 'the site' },
  /** A form's name in a sentence, by the form's draft key. */
  form: { inquiry: 'enquiry', 'buy-lead': 'buy lead' } as Record<string, string>,
  /** A form's name at the start of a line of the list. */
  formTitle: { inquiry: 'Enquiry', 'buy-lead': 'Buy lead' } as Record<string, string>,
  kept: {
    title: 'Saved on this phone',
    text: (form: string) =>
      `There is no connection right now, so your ${form} is saved on this phone. It will be sent automatically when the connection returns, even if you close this page.`,
  },
  list: {
    heading: 'Your forms on this device',
    waiting: 'Waiting for a connection',
    sending: 'Sending...',
    sent: (time: string) => `Sent at ${time}`,
    refused: 'Not sent',
    fix: 'Correct and send again',
  },
} as const;
