import type { Key } from '../../i18n/i18n';

/**
 * Every text of the offline site and the outbox, in one place, each a whole sentence so a language
 * can order its words its own way (src/i18n/). The spec has none of these: they say in plain words
 * what the device is doing.
 */
export const offlineTexts = {
  /** The quiet line over a page shown from the device, by what the page shows. */
  line: {
    catalogue: "You're offline: showing the catalogue as of {time}",
    blog: "You're offline: showing the blog as of {time}",
    site: "You're offline: showing the site as of {time}",
  },
  lineNothingKept: "You're offline.",
  /** The same, when the network did not answer in time though the browser says it is online. */
  lineNoReply: {
    catalogue: 'The connection is slow or down: showing the catalogue as of {time}',
    blog: 'The connection is slow or down: showing the blog as of {time}',
    site: 'The connection is slow or down: showing the site as of {time}',
  },
  /** A form's name at the start of a line of the list, by the form's draft key. */
  formTitle: { inquiry: 'Enquiry', 'buy-lead': 'Buy lead' } as Record<string, Key>,
  /** Under a form whose reply is late: the link is slow, not down. */
  slow: 'Still sending: the connection is slow. Please keep this page open.',
  /** A form whose reply did not come in time while the browser was online: the server may have it. */
  unconfirmed: {
    title: 'Not confirmed yet',
    text: {
      inquiry:
        'The connection is slow and our server has not confirmed your enquiry yet. It is kept on this phone and will be sent again in a few minutes, even if you close this page.',
      'buy-lead':
        'The connection is slow and our server has not confirmed your buy lead yet. It is kept on this phone and will be sent again in a few minutes, even if you close this page.',
    } as Record<string, Key>,
  },
  kept: {
    title: 'Saved on this phone',
    /** By the form's draft key. */
    text: {
      inquiry:
        'There is no connection right now, so your enquiry is saved on this phone. It will be sent automatically when the connection returns, even if you close this page.',
      'buy-lead':
        'There is no connection right now, so your buy lead is saved on this phone. It will be sent automatically when the connection returns, even if you close this page.',
    } as Record<string, Key>,
  },
  /** Said on any page when a kept form goes out, by the form's draft key; then its number, if it has one. */
  sentOnItsWay: {
    inquiry: 'Your enquiry for {part} was sent.',
    'buy-lead': 'Your buy lead for {part} was sent.',
  } as Record<string, Key>,
  sentNumber: 'Number {number}.',
  list: {
    heading: 'Your forms on this device',
    waiting: 'Waiting for a connection',
    unconfirmed: 'Not confirmed yet: trying again in a few minutes',
    sending: 'Sending...',
    sent: 'Sent at {time}',
    refused: 'Not sent',
    fix: 'Correct and send again',
  },
} as const satisfies Record<string, unknown>;
