/**
 * What each backend call shows when it fails (SPEC §8, word for word): its spec text and its
 * connection-failure text, in English; the public pages translate them where they show them
 * (src/i18n/, `message`), so the API layer stays free of languages.
 */
import type { CallTexts } from './call-texts';
import { leadSubmitTexts } from './lead-calls';

export const loginTexts: CallTexts = {
  failed: 'Invalid email or password. Please try again.',
  network: 'Failed to connect to server. Please try again later.',
};

export const categoryTexts = {
  load: { failed: 'Failed to fetch categories', network: 'Failed to fetch categories' },
  /** The add-part form's text when the server answers without success. */
  loadForForm: 'Failed to load categories',
  add: { failed: 'Failed to add category', network: 'Failed to add category' },
  update: { failed: 'Failed to update category', network: 'Failed to update category' },
  remove: { failed: 'Failed to delete category', network: 'Failed to delete category' },
} satisfies Record<string, CallTexts | string>;

export const uploadTexts: CallTexts = { failed: 'Upload failed', network: 'Upload failed' };

export const buyLeadTexts = {
  load: { failed: 'Failed to fetch buy leads - invalid data format', network: 'Network error when fetching buy leads' },
  get: { failed: 'Failed to fetch buy leads - invalid data format', network: 'Network error when fetching buy leads' },
  submit: leadSubmitTexts['buy-lead'],
  add: { failed: 'Failed to add buy lead', network: 'Failed to add buy lead' },
  update: { failed: 'Failed to update buy lead', network: 'Failed to update buy lead' },
  remove: { failed: 'Failed to delete buy lead', network: 'Failed to delete buy lead' },
} satisfies Record<string, CallTexts>;

export const blogTexts = {
  load: { failed: 'Failed to fetch blog posts', network: 'Failed to fetch blog posts' },
  get: { failed: 'Failed to fetch blog post', network: 'Failed to fetch blog post' },
  save: { failed: 'Failed to save post', network: 'Failed to save post' },
  remove: { failed: 'Failed to delete post', network: 'Failed to delete post' },
} satisfies Record<string, CallTexts>;

export const partTexts = {
  load: { failed: 'Failed to load parts', network: 'Failed to connect to the server. Please try again later.' },
  /** The staff parts list words the same failures differently (spec §8). */
  staffLoad: {
    failed: 'Failed to load parts. Please try again later.',
    network: 'Error connecting to the server. Please check your connection.',
  },
  get: { failed: 'Failed to get part', network: 'Failed to get part' },
  add: {
    failed: 'Failed to add part',
    network: 'Failed to add part',
    invalidJson: (body: string) => `Server returned invalid JSON: ${body.slice(0, 100)}`,
  },
  update: { failed: 'Failed to update part', network: 'Failed to update part' },
  remove: { failed: 'Failed to delete part', network: 'Failed to delete part' },
} satisfies Record<string, CallTexts>;

export const brochureTexts = {
  get: { failed: 'No brochure available.', network: 'Failed to fetch brochure.' },
  save: { failed: 'Failed to save brochure path', network: 'Failed to save brochure path' },
} satisfies Record<string, CallTexts>;

export const inquiryTexts = {
  load: { failed: 'Failed to fetch inquiries', network: 'Network error when fetching inquiries' },
  get: { failed: 'Failed to fetch inquiry', network: 'Failed to load inquiry details' },
  add: { failed: 'Failed to add inquiry', network: 'Failed to add inquiry' },
  /** The public enquiry form's text (spec §8). */
  submit: leadSubmitTexts.inquiry,
  update: { failed: 'Failed to update inquiry', network: 'Failed to update inquiry' },
  remove: { failed: 'Failed to delete inquiry', network: 'Failed to delete inquiry' },
} satisfies Record<string, CallTexts>;

export const whatsappTexts: CallTexts = {
  failed: 'Failed to reach the messaging service',
  network: 'Failed to reach the messaging service',
};
