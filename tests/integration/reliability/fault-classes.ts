import type { Fault } from '../../../mocks/scenarios';

/** The outcome classes most screens share: a write, or a read of one record, a list or a page. */
type Classes = readonly (readonly Fault[])[];
const WRITE: Classes = [
  ['network', 'slow'],
  ['500', 'swap', 'invalid'],
  ['400', 'reject'],
  ['notice', 'missing', 'strings', 'extra'],
];
const RECORD_READ: Classes = [
  ['network', 'slow'],
  ['500', 'swap', 'missing', 'invalid'],
  ['400', 'reject'],
  ['notice', 'strings', 'extra'],
];
/** The public forms: network and slow are each a class of their own (the outbox keeps an unsent form and an unconfirmed one apart). */
const LEAD_SUBMIT: Classes = [
  ['500', 'swap', 'invalid'],
  ['400', 'reject'],
  ['notice', 'missing', 'strings', 'extra'],
];
/** buy_leads.php answers a bare array: an envelope, even a refusal, is the wrong shape. */
const BUY_LEADS_READ: Classes = [
  ['network', 'slow'],
  ['500', 'swap', 'missing', 'invalid', 'reject'],
  ['notice', 'strings', 'extra'],
];
const PAGE_READ: Classes = [
  ['network', 'slow'],
  ['500', 'swap', 'missing'],
  ['notice', 'strings', 'extra'],
];

/**
 * The faults that share one outcome on a screen of fault-matrix-screens.test.tsx, by screen name,
 * representative first. The screen test runs only the representative of each class, and checks that
 * its outcomes table groups the faults exactly so; tests/unit/reliability/fault-classes.test.ts runs
 * the screen's call under every fault of each class and proves them alike in all the screen reads.
 * A screen not named here runs every fault.
 */
export const FAULT_CLASSES: Record<string, Classes> = {
  '/inquiry submit': LEAD_SUBMIT,
  '/inquiry part suggestions': [
    ['network', 'slow', '500', '400', 'swap', 'missing', 'invalid', 'reject'],
    ['notice', 'strings', 'extra'],
  ],
  '/buy-lead submit': LEAD_SUBMIT,
  '/admin/parts/add categories': [
    ['network', 'slow', '500', '400'],
    ['swap', 'missing', 'invalid'],
    ['notice', 'strings', 'extra'],
  ],
  // 'missing' adds the part too, but the list read afresh has no names to find its id by: a class of its own.
  '/subadmin/parts/add save': [
    ['network', 'slow'],
    ['500', 'swap'],
    ['400', 'reject'],
    ['notice', 'strings', 'extra'],
  ],
  '/admin/parts/1/edit load': WRITE,
  '/admin/parts/1/edit save': WRITE,
  '/admin/blogs load': RECORD_READ,
  '/admin/blogs add post': [
    ['network', 'slow'],
    ['500', 'invalid'],
    ['400', 'reject'],
    ['notice', 'swap', 'missing', 'strings', 'extra'],
  ],
  // The same text for all four, but errorMessage reads whether anything came back to choose it.
  '/admin/brochures current brochure': [
    ['network', 'slow'],
    ['500', '400'],
    ['swap', 'invalid'],
    ['notice', 'missing', 'strings', 'extra'],
  ],
  '/admin/brochures save path': WRITE,
  '/admin/brochures upload': [
    ['network', 'slow'],
    ['500', 'invalid'],
    ['400', 'reject'],
  ],
  '/admin/inquiries/1 load': RECORD_READ,
  '/admin/inquiries/1 delete': WRITE,
  '/admin/buy-leads load': BUY_LEADS_READ,
  '/subadmin/buy-leads load': BUY_LEADS_READ,
  '/admin/buy-leads delete': WRITE,
  '/SSA-admin login': WRITE,
  '/subadmin-login login': WRITE,
};

/**
 * The same, by page path, for fault-matrix.test.tsx: each page's one faulted read (the faults there
 * are network, slow, 500, 401, swap, missing and the three tolerated ones).
 */
export const PAGE_FAULT_CLASSES: Record<string, Classes> = {
  '/catalog': PAGE_READ,
  '/blog': PAGE_READ,
  '/blog/1': PAGE_READ,
  '/admin/parts': PAGE_READ,
  '/admin/inquiries': PAGE_READ,
  '/admin/buy-leads': PAGE_READ,
  '/subadmin/inquiries/1': PAGE_READ,
  // A failed request (no answer, or an HTTP error) falls back to the built-in list.
  '/admin/categories': [
    ['network', 'slow', '500', '401'],
    ['swap', 'missing'],
    ['notice', 'strings', 'extra'],
  ],
};
