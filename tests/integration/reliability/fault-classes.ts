import type { Fault } from '../../../mocks/scenarios';

/**
 * The faults that share one outcome on a screen of fault-matrix-screens.test.tsx, by screen name,
 * representative first. The screen test runs only the representative of each class, and checks that
 * its outcomes table groups the faults exactly so; tests/unit/reliability/fault-classes.test.ts runs
 * the screen's call under every fault of each class and proves them alike in all the screen reads.
 * A screen not named here runs every fault.
 */
export const FAULT_CLASSES: Record<string, readonly (readonly Fault[])[]> = {
  '/inquiry submit': [
    ['500', 'swap', 'invalid'],
    ['400', 'reject'],
    ['notice', 'missing', 'strings', 'extra'],
  ],
  '/inquiry part suggestions': [
    ['network', 'slow', '500', '400', 'swap', 'missing', 'invalid', 'reject'],
    ['notice', 'strings', 'extra'],
  ],
  '/buy-lead submit': [
    ['500', 'swap', 'invalid'],
    ['400', 'reject'],
    ['notice', 'missing', 'strings', 'extra'],
  ],
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
  '/admin/parts/1/edit load': [
    ['network', 'slow'],
    ['500', 'swap', 'invalid'],
    ['400', 'reject'],
    ['notice', 'missing', 'strings', 'extra'],
  ],
  '/admin/parts/1/edit save': [
    ['network', 'slow'],
    ['500', 'swap', 'invalid'],
    ['400', 'reject'],
    ['notice', 'missing', 'strings', 'extra'],
  ],
  '/admin/blogs load': [
    ['network', 'slow'],
    ['500', 'swap', 'missing', 'invalid'],
    ['400', 'reject'],
    ['notice', 'strings', 'extra'],
  ],
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
  '/admin/brochures save path': [
    ['network', 'slow'],
    ['500', 'swap', 'invalid'],
    ['400', 'reject'],
    ['notice', 'missing', 'strings', 'extra'],
  ],
  '/admin/brochures upload': [
    ['network', 'slow'],
    ['500', 'invalid'],
    ['400', 'reject'],
  ],
  '/admin/inquiries/1 load': [
    ['network', 'slow'],
    ['500', 'swap', 'missing', 'invalid'],
    ['400', 'reject'],
    ['notice', 'strings', 'extra'],
  ],
  '/admin/inquiries/1 delete': [
    ['network', 'slow'],
    ['500', 'swap', 'invalid'],
    ['400', 'reject'],
    ['notice', 'missing', 'strings', 'extra'],
  ],
  '/admin/buy-leads load': [
    ['network', 'slow'],
    ['500', 'swap', 'missing', 'invalid', 'reject'],
    ['notice', 'strings', 'extra'],
  ],
  '/subadmin/buy-leads load': [
    ['network', 'slow'],
    ['500', 'swap', 'missing', 'invalid', 'reject'],
    ['notice', 'strings', 'extra'],
  ],
  '/admin/buy-leads delete': [
    ['network', 'slow'],
    ['500', 'swap', 'invalid'],
    ['400', 'reject'],
    ['notice', 'missing', 'strings', 'extra'],
  ],
  '/SSA-admin login': [
    ['network', 'slow'],
    ['500', 'swap', 'invalid'],
    ['400', 'reject'],
    ['notice', 'missing', 'strings', 'extra'],
  ],
  '/subadmin-login login': [
    ['network', 'slow'],
    ['500', 'swap', 'invalid'],
    ['400', 'reject'],
    ['notice', 'missing', 'strings', 'extra'],
  ],
};

/**
 * The same, by page path, for fault-matrix.test.tsx: each page's one faulted read (the faults there
 * are network, slow, 500, 401, swap, missing and the three tolerated ones).
 */
export const PAGE_FAULT_CLASSES: Record<string, readonly (readonly Fault[])[]> = {
  '/catalog': [
    ['network', 'slow'],
    ['500', 'swap', 'missing'],
    ['notice', 'strings', 'extra'],
  ],
  '/blog': [
    ['network', 'slow'],
    ['500', 'swap', 'missing'],
    ['notice', 'strings', 'extra'],
  ],
  '/blog/1': [
    ['network', 'slow'],
    ['500', 'swap', 'missing'],
    ['notice', 'strings', 'extra'],
  ],
  '/admin/parts': [
    ['network', 'slow'],
    ['500', 'swap', 'missing'],
    ['notice', 'strings', 'extra'],
  ],
  '/admin/inquiries': [
    ['network', 'slow'],
    ['500', 'swap', 'missing'],
    ['notice', 'strings', 'extra'],
  ],
  '/admin/buy-leads': [
    ['network', 'slow'],
    ['500', 'swap', 'missing'],
    ['notice', 'strings', 'extra'],
  ],
  '/subadmin/inquiries/1': [
    ['network', 'slow'],
    ['500', 'swap', 'missing'],
    ['notice', 'strings', 'extra'],
  ],
  // A failed request (no answer, or an HTTP error) falls back to the built-in list.
  '/admin/categories': [
    ['network', 'slow', '500', '401'],
    ['swap', 'missing'],
    ['notice', 'strings', 'extra'],
  ],
};
