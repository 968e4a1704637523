/**
 * Fault matrix, the calls' half. fault-matrix-screens.test.tsx runs each screen under one fault per
 * outcome (FAULT_CLASSES); here, in plain Node on the same fake backend, the call that screen makes
 * runs under every fault of each class, and each must leave the screen exactly what its class's first
 * fault leaves it: the same error in all the screen reads of it (its class, message, whether anything
 * came back, the server's message, and the screen's own helpers that turn it into a text), or the
 * same resolved value. So a screen's text for the faults it no longer runs is the text its
 * representative shows there.
 */
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { blogPostRecord } from '@contract';
import { resetDb } from '../../../mocks/db';
import { setScenario, type Fault } from '../../../mocks/scenarios';
import { adminLogin, subadminLogin } from '../../../src/api/auth/auth';
import { createBlogPost, getBlogPost, listBlogPosts, type BlogPostInput } from '../../../src/api/blog-posts/blog-posts';
import { getBrochure, saveBrochure } from '../../../src/api/brochures/brochures';
import { deleteBuyLead, listBuyLeads } from '../../../src/api/buy-leads/buy-leads';
import { listCategories } from '../../../src/api/categories/categories';
import { deleteInquiry, getInquiry, listInquiries } from '../../../src/api/inquiries/inquiries';
import { sendLead } from '../../../src/api/leads/send';
import { createPart, getPart, listParts, updatePart, type Part } from '../../../src/api/parts/parts';
import { uploadFile } from '../../../src/api/uploads/uploads';
import { env } from '../../../src/config/env';
import { buyLeadInput } from '../../../src/features/buy-lead/buy-lead-schema';
import { inquiryInput } from '../../../src/features/inquiry/inquiry-schema';
import { rankedSuggestions } from '../../../src/features/inquiry/rank-suggestions';
import { isUnconfirmed, isUnsent } from '../../../src/features/offline/outbox';
import { loginFailureText } from '../../../src/features/staff/login/login-page';
import { errorMessage, isApiError } from '../../../src/lib/api-error';
import { formInput, formValuesOf } from '../../../src/lib/record-form';
import { FAULT_CLASSES, PAGE_FAULT_CLASSES } from '../../integration/reliability/fault-classes';
import { validBuyLeadValues, validInquiryValues } from '../../support/lead-values';

/** What every screen may read of a failure: errorMessage's inputs, and `isApiError ? message : …`. */
const readOf = (error: unknown) => ({
  class: error instanceof Error ? error.constructor.name : typeof error,
  message: error instanceof Error ? error.message : String(error),
  connection: isApiError(error) && error.isConnectionFailure,
  serverMessage: isApiError(error) ? error.serverMessage : undefined,
  text: errorMessage(error),
});

interface Call {
  /** The scenario target the screen's case uses. */
  target: string;
  /** Records the call needs that are not under the fault (made before it is set). */
  prepare?: () => Promise<unknown>;
  run: (prepared: unknown) => Promise<unknown>;
  /** What this screen reads of a failure, when more or less than readOf (its own helpers). */
  reads?: (error: unknown) => Record<string, unknown>;
  /** What this screen reads of a success, when less than the whole value. */
  value?: (value: unknown) => unknown;
}

const enquiry = inquiryInput(validInquiryValues);
const buyLead = buyLeadInput(validBuyLeadValues);
/** The public forms keep a form in the outbox by these (form-page.tsx, keepUnsent). */
const leadReads = (error: unknown) => ({ ...readOf(error), unsent: isUnsent(error), unconfirmed: isUnconfirmed(error) });
const newPart = {
  name: 'Brake Chamber Type 24',
  category: 'Silencer Parts',
  description: 'Spring brake chamber for tractor trailers.',
  image: null,
  modelFile: null,
  brochureFile: null,
};
/** login-page.tsx: the text it shows, and whether it counts the failure as the server refusing the login (kept beside it, not exported). */
const loginReads = (error: unknown) => ({
  ...readOf(error),
  shown: loginFailureText(error),
  refused: isApiError(error) && (error.kind === 'rejected' || (error.kind === 'http' && (error.status ?? 0) < 500)),
});

const CALLS: Record<string, Call> = {
  '/inquiry submit': { target: 'inquiries', run: () => sendLead('inquiry', enquiry), reads: leadReads },
  '/buy-lead submit': { target: 'buy-leads', run: () => sendLead('buy-lead', buyLead), reads: leadReads },
  // The combobox reads only whether suggestions came: any failure shows none, and no text.
  '/inquiry part suggestions': {
    target: 'parts',
    run: () =>
      rankedSuggestions('lock r', new QueryClient({ defaultOptions: { queries: { retry: false } } }), new AbortController().signal),
    reads: (error) => ({ class: readOf(error).class }),
  },
  '/admin/parts/add categories': { target: 'categories', run: () => listCategories() },
  // useCreatePart: the part is added, then the list is read afresh for its id (a failed list, no id).
  '/subadmin/parts/add save': {
    target: 'parts',
    run: async () => {
      await createPart(newPart);
      const parts = await listParts().catch((): Part[] => []);
      return parts.filter((part) => part.name === newPart.name).map((part) => part.id);
    },
  },
  '/admin/parts/1/edit load': {
    target: 'parts',
    run: () => getPart(1),
    // part-form-page.tsx: a 404 is 'not found' rather than the failure's text.
    reads: (error) => ({ ...readOf(error), notFound: isApiError(error) && error.status === 404 }),
  },
  '/admin/parts/1/edit save': {
    target: 'parts',
    prepare: () => getPart(1),
    run: (part) => {
      const { id, name, category, image, modelFile, brochureFile } = part as Part;
      return updatePart(id, { name, category, description: newPart.description, image, modelFile, brochureFile });
    },
  },
  '/admin/blogs load': { target: 'blog-posts', run: () => listBlogPosts() },
  '/admin/blogs add post': {
    target: 'blog-posts',
    // As blog-post-form.tsx sends a new post: its blank fields, the title and text typed, today's date.
    run: () => {
      const values = { ...formValuesOf(blogPostRecord), title: 'Monsoon Checks for Leaf Springs', date: '2026-06-01' };
      const content = 'Rain and rust: what to look at before the monsoon.';
      return createBlogPost({ ...formInput(blogPostRecord, { ...values, content, image: null }), content } as BlogPostInput);
    },
  },
  '/admin/brochures current brochure': { target: 'brochures', run: () => getBrochure() },
  '/admin/brochures save path': { target: 'brochures', run: () => saveBrochure('uploads/brochures/catalogue-2027.pdf') },
  '/admin/brochures upload': {
    target: 'uploads',
    run: () => uploadFile(new Blob(['%PDF-1.4\n'], { type: 'application/pdf' }), 'brochure', 'catalogue-2027.pdf'),
  },
  '/admin/inquiries/1 load': { target: 'inquiries', run: () => getInquiry(1) },
  '/admin/inquiries/1 delete': { target: 'inquiries', run: () => deleteInquiry(1) },
  '/admin/buy-leads load': { target: 'buy-leads', run: () => listBuyLeads() },
  '/subadmin/buy-leads load': { target: 'buy-leads', run: () => listBuyLeads() },
  '/admin/buy-leads delete': {
    target: 'buy-leads',
    prepare: async () => (await listBuyLeads()).find((lead) => lead.name === 'Amit Joshi')!.id,
    run: (id) => deleteBuyLead(id as number),
  },
  '/SSA-admin login': {
    target: 'auth',
    run: () => adminLogin({ email: 'admin@example.com', password: 'admin12345' }),
    reads: loginReads,
  },
  '/subadmin-login login': {
    target: 'auth',
    run: () => subadminLogin({ email: 'subadmin@example.com', password: 'subadmin12345' }),
    reads: loginReads,
  },
};

/** fault-matrix.test.tsx's pages, by path: each reads one call under the fault. */
const PAGE_CALLS: Record<string, Call> = {
  '/catalog': { target: 'parts', run: () => listParts({}) },
  '/blog': { target: 'blog-posts', run: () => listBlogPosts() },
  // record-page.tsx: a 404 is 'Post Not Found' rather than the failure's text.
  '/blog/1': {
    target: 'blog-posts',
    run: () => getBlogPost(1),
    reads: (error) => ({ ...readOf(error), notFound: isApiError(error) && error.status === 404 }),
  },
  '/admin/parts': { target: 'parts', run: () => listParts() },
  '/admin/inquiries': { target: 'inquiries', run: () => listInquiries() },
  '/admin/buy-leads': { target: 'buy-leads', run: () => listBuyLeads() },
  '/subadmin/inquiries/1': { target: 'inquiries', run: () => getInquiry(1) },
  '/admin/categories': { target: 'categories', run: () => listCategories() },
};

/** `slow` never answers: the call gives up at a short deadline instead of the real one. */
const SLOW_MS = 150;
const deadlines = { requestTimeoutMs: env.requestTimeoutMs, leadTimeoutMs: env.leadTimeoutMs };

beforeEach(() => {
  // Records made under different faults carry the same stamps, so their values can be compared whole.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-01T09:30:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
  Object.assign(env, deadlines);
});

/** What the screen is left with after its call under `fault`, on a fresh fake backend. */
async function outcome(call: Call, fault: Fault): Promise<Record<string, unknown>> {
  resetDb();
  setScenario(null);
  const prepared = await call.prepare?.();
  setScenario(`${call.target}-${fault}`);
  if (fault === 'slow') Object.assign(env, { requestTimeoutMs: SLOW_MS, leadTimeoutMs: SLOW_MS });
  try {
    const value = await call.run(prepared);
    return { resolved: call.value ? call.value(value) : value };
  } catch (error) {
    return { failed: (call.reads ?? readOf)(error) };
  } finally {
    setScenario(null);
    Object.assign(env, deadlines);
  }
}

it('every screen and page that runs one fault per outcome has its call here', () => {
  expect(Object.keys(CALLS).sort()).toEqual(Object.keys(FAULT_CLASSES).sort());
  expect(Object.keys(PAGE_CALLS).sort()).toEqual(Object.keys(PAGE_FAULT_CLASSES).sort());
});

describe.each([
  ...Object.entries(FAULT_CLASSES).map(([name, classes]) => [`${name} (fault-matrix-screens)`, CALLS[name]!, classes] as const),
  ...Object.entries(PAGE_FAULT_CLASSES).map(([path, classes]) => [`${path} (fault-matrix)`, PAGE_CALLS[path]!, classes] as const),
])('%s', (_, call, classes) => {
  it.each(classes.filter((faults) => faults.length > 1).map((faults) => [faults.join(' = '), faults] as const))(
    '%s',
    async (_, [first, ...rest]) => {
      const expected = await outcome(call, first!);
      for (const fault of rest) expect({ fault, ...(await outcome(call, fault)) }).toEqual({ fault, ...expected });
    },
  );
});
