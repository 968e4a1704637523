import type { CallTexts } from './call-texts';

/**
 * The lead desk's calls (the site's own server, php-contract/desk.ts): no spec text, so the project's own. Apart
 * from calls.ts, which every page loads, so that only the desk's screens carry them.
 */
export const deskTexts = {
  load: { failed: 'Failed to load follow-ups', network: 'The lead desk could not be reached. Follow-ups will show when it answers.' },
  lead: { failed: "Failed to load this lead's history", network: 'The lead desk could not be reached.' },
  change: { failed: 'The lead desk did not save this change', network: 'The lead desk could not be reached. Nothing was changed.' },
  note: { failed: 'The lead desk did not keep this note', network: 'The lead desk could not be reached.' },
  templates: { failed: 'Failed to load the reply templates', network: 'The lead desk could not be reached.' },
  saveTemplate: { failed: 'Failed to save the template', network: 'The lead desk could not be reached. The template was not saved.' },
  news: { failed: 'The lead desk could not check for new leads', network: 'The lead desk could not be reached.' },
  unseen: { failed: 'Failed to load the new leads', network: 'The lead desk could not be reached.' },
  seen: { failed: 'The lead desk did not keep what you have seen', network: 'The lead desk could not be reached.' },
  push: { failed: "Failed to load this device's alerts", network: 'The lead desk could not be reached.' },
  savePush: {
    failed: 'This device cannot be notified.',
    network: 'The lead desk could not be reached. This device will not be notified.',
  },
  deletePush: {
    failed: 'The lead desk did not stop notifying this device',
    network: 'The lead desk could not be reached. This device is still notified.',
  },
  quiet: { failed: 'Failed to save the quiet hours', network: 'The lead desk could not be reached. The quiet hours were not saved.' },
} satisfies Record<string, CallTexts>;
