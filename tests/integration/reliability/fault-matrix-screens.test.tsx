/**
 * Fault matrix, part two: the screens fault-matrix.test.tsx does not cover (home, the public forms,
 * both dashboards, the part form, the blog and brochure managers, the enquiry detail and buy-lead
 * screens, both logins), under the backend faults of mocks/scenarios.ts. A screen either loads
 * under the fault, or is made ready first and then does its action (submit, save, delete, log in)
 * under it.
 *
 * What these screen tests prove: for each distinct outcome in a screen's table, what a person sees
 * under one fault that has it: the SPEC §8 text (or, for faults the client tolerates, the normal
 * result), a page that is never blank, no 'undefined' / 'NaN' / '[object Object]' in the text, and,
 * after a failed form, the typed data still in its fields. Faults share an outcome when the table
 * gives them the same entry (the same object), so a new distinct outcome always gets its own run.
 *
 * What tests/unit/reliability/fault-classes.test.ts proves, in plain Node without a screen: that the
 * call each screen makes gives, under every other fault of a class (FAULT_CLASSES), exactly what it
 * gives under the one run here: the same error in all the screen reads of it, or the same value. So
 * the screen shows the same for them. Screens whose outcome depends on more than one call's result
 * (the dashboards' three calls, the home page's brochure tab) still run every fault here.
 */
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVER_MESSAGE, setScenario, type Fault } from '../../../mocks/scenarios';
import { env } from '../../../src/config/env';
import { fullRedirect } from '../../../src/features/staff/login/redirect';
import type { RoleId } from '../../../src/features/staff/roles';
import '../../support/preload-lazy-code';
import { renderRoute } from '../../support/render';
import { field, fillAll, validEnquiry as enquiry, validBuyLead as buyLead } from '../public/forms';
import { pdfFile } from '../staff/files';
import { acceptUploads } from '../staff/helpers';
import { FAULT_CLASSES } from './fault-classes';

/** Every fault a screen is tried under (11): `400` is the 4xx with a JSON message. */
const FAULTS = [
  'network',
  'slow',
  '500',
  '400',
  'notice',
  'swap',
  'missing',
  'invalid',
  'reject',
  'strings',
  'extra',
] as const satisfies readonly Fault[];
type TriedFault = (typeof FAULTS)[number];

interface Ctx {
  user: UserEvent;
  queryClient: QueryClient;
}

/** What a person sees: texts (each visible), or a check of the normal result. */
type Outcome = { shows: string[] } | { ok: (ctx: Ctx) => Promise<void> };

interface ScreenCase {
  name: string;
  path: string;
  as?: RoleId;
  /** The scenario target: `<target>-<fault>`. */
  target: string;
  /** Waits until the screen is ready (before the fault, for action screens). */
  ready?: (ctx: Ctx) => Promise<void>;
  /** For action screens: what the person does under the fault. */
  act?: (ctx: Ctx) => Promise<void>;
  /** After a failed action: what the person typed is still there. */
  kept?: () => void;
  outcomes: Record<TriedFault, Outcome>;
  /** Why this screen runs every fault rather than one per outcome. */
  everyFault?: string;
  /** The faults tried, when not all of them can be. */
  only?: readonly TriedFault[];
}

const shows = (...texts: string[]): Outcome => ({ shows: texts });
/** The same outcome for several faults. */
const each = (faults: readonly TriedFault[], outcome: Outcome) => Object.fromEntries(faults.map((fault) => [fault, outcome]));
/** A screen's outcomes, checked to name every fault. */
function complete(partial: Partial<Record<TriedFault, Outcome>>): Record<TriedFault, Outcome> {
  const absent = FAULTS.filter((fault) => !partial[fault]);
  if (absent.length) throw new Error(`No outcome for ${absent.join(', ')}`);
  return partial as Record<TriedFault, Outcome>;
}
const sees = (text: string | RegExp, role?: 'heading' | 'link' | 'option' | 'status'): Outcome => ({
  ok: async () => {
    if (role) expect((await screen.findAllByRole(role, { name: text }, { timeout: 8000 }))[0]).toBeVisible();
    else expect((await screen.findAllByText(text, {}, { timeout: 8000 }))[0]).toBeVisible();
  },
});

/**
 * Outcomes for a call whose failures show `network` when nothing comes back and `failed` for an
 * unusable answer; `message` is what a 4xx / success-false with a JSON message shows (default:
 * the server's message); `tolerated` is the normal result for the faults the client reads through.
 * Faults given one entry share it (one object), and so run once; `slow`, when given, runs apart.
 */
function outcomes({
  network,
  failed,
  message = SERVER_MESSAGE,
  swap,
  tolerated,
  missing,
  slow,
  alsoTolerated = [],
}: {
  network: string;
  failed: string;
  message?: string;
  swap?: Outcome;
  missing?: Outcome;
  tolerated: Outcome;
  slow?: Outcome;
  /** Faults whose answer the call also reads through: the same entry as `tolerated`. */
  alsoTolerated?: readonly ('swap' | 'missing')[];
}): Record<TriedFault, Outcome> {
  const connection = shows(network);
  const unusable = shows(failed);
  const refused = shows(message);
  return {
    network: connection,
    slow: slow ?? connection,
    '500': unusable,
    '400': refused,
    reject: refused,
    invalid: unusable,
    swap: alsoTolerated.includes('swap') ? tolerated : (swap ?? unusable),
    missing: alsoTolerated.includes('missing') ? tolerated : (missing ?? unusable),
    notice: tolerated,
    strings: tolerated,
    extra: tolerated,
  };
}

// ---- the public forms ----------------------------------------------------------------------

const expectValues = (values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values)) expect(field(label)).toHaveValue(label === 'Quantity' ? Number(value) : value);
};

function publicForm(
  path: string,
  heading: string,
  values: Record<string, string>,
  button: string,
  success: string,
  failed: string,
): ScreenCase {
  return {
    name: `${path} submit`,
    path,
    target: path === '/inquiry' ? 'inquiries' : 'buy-leads',
    ready: async ({ user }) => {
      await screen.findByRole('heading', { level: 1, name: heading });
      // The heading paints with the site frame; the form follows with the page's code.
      await screen.findByRole('button', { name: button });
      await fillAll(user, values);
    },
    act: async ({ user }) => user.click(screen.getByRole('button', { name: button })),
    kept: () => {
      expectValues(values);
      expect(screen.getByRole('button', { name: button })).toBeEnabled();
    },
    // A record where the envelope was expected does not say success: not sent, as far as the form knows.
    outcomes: (() => {
      const sent = sentWithoutDraft(success, path);
      // A timeout is not a refused connection to the outbox (isUnconfirmed): it runs apart from `network`.
      return outcomes({ network: failed, failed, slow: shows(failed), tolerated: sent, alsoTolerated: ['missing'] });
    })(),
  };
}

/** The form is sent (its success panel shows) and leaves no draft, even one still waiting to be written when the page is left. */
const sentWithoutDraft = (success: string, path: string): Outcome => ({
  ok: async () => {
    expect((await screen.findAllByRole('heading', { name: success }, { timeout: 8000 }))[0]).toBeVisible();
    window.dispatchEvent(new Event('pagehide'));
    expect(window.localStorage.getItem(`truck-parts-draft:${path === '/inquiry' ? 'inquiry' : 'buy-lead'}`)).toBeNull();
  },
});

/** The enquiry form's one load: part-name suggestions. A failed search just shows none. */
const suggestionsCase: ScreenCase = {
  name: '/inquiry part suggestions',
  path: '/inquiry',
  target: 'parts',
  ready: async () => {
    await screen.findByRole('heading', { level: 1, name: 'Product Enquiry' });
    await screen.findByRole('combobox', { name: /Part Name/ });
  },
  act: async ({ user }) => {
    await user.type(screen.getByRole('combobox', { name: /Part Name/ }), 'lock r');
  },
  outcomes: complete({
    ...each(['notice', 'strings', 'extra'], sees('Wheel Lock Ring 20 inch', 'option')),
    ...each(['network', 'slow', '500', '400', 'swap', 'missing', 'invalid', 'reject'], {
      ok: async ({ queryClient }) => {
        await waitFor(
          () =>
            expect(
              queryClient
                .getQueryCache()
                .findAll({ queryKey: ['parts'] })
                .some((query) => query.state.status === 'error'),
            ).toBe(true),
          { timeout: 8000 },
        );
        expect(screen.queryByRole('listbox')).toBeNull();
        expect(within(screen.getByRole('main')).queryByRole('alert')).toBeNull();
        expect(screen.getByRole('combobox', { name: /Part Name/ })).toHaveValue('lock r');
      },
    }),
  }),
};

// ---- home -----------------------------------------------------------------------------------

let brochureTab: { opener: unknown; closed: boolean; location: { href: string }; close: () => void };
const homeCase: ScreenCase = {
  name: '/ View All Brochure',
  path: '/',
  target: 'brochures',
  ready: async () => {
    brochureTab = { opener: {}, closed: false, location: { href: 'about:blank' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(brochureTab as unknown as Window);
    await screen.findByRole('button', { name: 'View All Brochure' });
  },
  act: async ({ user }) => user.click(screen.getByRole('button', { name: 'View All Brochure' })),
  everyFault: 'the brochure tab, opened at the click, is pointed at the PDF or closed again by each answer',
  // Any failed request is 'Failed to fetch brochure.'; an answer without a usable path is 'No brochure available.'.
  outcomes: {
    ...outcomes({
      network: 'Failed to fetch brochure.',
      failed: 'No brochure available.',
      message: 'No brochure available.',
      tolerated: {
        ok: async () =>
          vi.waitFor(() => expect(brochureTab.location.href).toBe('http://backend.test/api/uploads/brochures/catalogue-2026.pdf')),
      },
    }),
    '500': shows('Failed to fetch brochure.'),
    '400': shows('Failed to fetch brochure.'),
    missing: { ok: async () => vi.waitFor(() => expect(brochureTab.location.href).toMatch(/catalogue-2026\.pdf$/)) },
  },
};

// ---- staff ----------------------------------------------------------------------------------

const dashboard = (as: RoleId, title: string): ScreenCase => ({
  name: `/${as}/dashboard`,
  path: `/${as}/dashboard`,
  as,
  target: 'all',
  everyFault: 'three calls under one fault: what each gives, and how their alerts merge, is the screen',
  outcomes: complete({
    ...each(
      ['network', 'slow'],
      shows(
        'Error connecting to the server. Please check your connection.',
        'Network error when fetching inquiries',
        'Network error when fetching buy leads',
      ),
    ),
    ...each(
      ['500', 'swap', 'missing', 'invalid'],
      shows(
        'Failed to load parts. Please try again later.',
        'Failed to fetch inquiries',
        'Failed to fetch buy leads - invalid data format',
      ),
    ),
    // Three calls refused with the same message: one alert, said once.
    '400': {
      ok: async () => {
        await waitFor(() => expect(screen.queryAllByLabelText('Loading')).toHaveLength(0), { timeout: 8000 });
        expect(
          within(screen.getByRole('main'))
            .getAllByRole('alert')
            .map((alert) => alert.textContent),
        ).toEqual([SERVER_MESSAGE]);
      },
    },
    // buy_leads.php answers a bare array: an envelope, even a refusal, is the wrong shape.
    reject: shows(SERVER_MESSAGE, 'Failed to fetch buy leads - invalid data format'),
    ...each(['notice', 'strings', 'extra'], sees('Rajesh Patel', 'link')),
  }),
  ready: async () => {
    await screen.findByRole('heading', { level: 1, name: title });
  },
});

const partFields = { 'Part Name': 'Brake Chamber Type 24', Description: 'Spring brake chamber for tractor trailers.' };

const addPartLoad: ScreenCase = {
  name: '/admin/parts/add categories',
  path: '/admin/parts/add',
  as: 'admin',
  target: 'categories',
  // A failed request falls back to the built-in list; an unusable answer is 'Failed to load categories'.
  outcomes: outcomes({
    network: 'Brake System',
    failed: 'Failed to load categories',
    message: 'Failed to load categories',
    tolerated: sees('Silencer Parts', 'option'),
  }),
};
const fallbackList = sees('Brake System', 'option');
for (const fault of ['network', 'slow', '500', '400'] as const) addPartLoad.outcomes[fault] = fallbackList;

const addPartSave: ScreenCase = {
  name: '/subadmin/parts/add save',
  path: '/subadmin/parts/add',
  as: 'subadmin',
  target: 'parts',
  ready: async ({ user }) => {
    await screen.findByRole('option', { name: 'Silencer Parts' });
    await fillAll(user, partFields);
    await user.selectOptions(field('Category'), 'Silencer Parts');
  },
  act: async ({ user }) => user.click(screen.getByRole('button', { name: 'Save Part' })),
  kept: () => {
    expectValues(partFields);
    expect(field('Category')).toHaveValue('Silencer Parts');
  },
  outcomes: {
    ...outcomes({
      network: 'Failed to add part. Please try again. Error: Failed to add part',
      failed: 'Failed to add part. Please try again. Error: Failed to add part',
      message: `Failed to add part. Please try again. Error: ${SERVER_MESSAGE}`,
      tolerated: sees('Part added successfully!'),
      missing: sees('Part added successfully!'),
    }),
    invalid: shows(
      'Failed to add part. Please try again. Error: Server returned invalid JSON: Warning: mysqli_connect(): Too many connections',
    ),
  },
};

const editPartLoad: ScreenCase = {
  name: '/admin/parts/1/edit load',
  path: '/admin/parts/1/edit',
  as: 'admin',
  target: 'parts',
  // parts.php?id= answers the bare record, which has no rows for `missing` to strip.
  outcomes: outcomes({
    network: 'Failed to get part',
    failed: 'Failed to get part',
    tolerated: sees('Edit Part: Heavy Duty Silencer Assembly', 'heading'),
    alsoTolerated: ['missing'],
  }),
};

const editPartSave: ScreenCase = {
  name: '/admin/parts/1/edit save',
  path: '/admin/parts/1/edit',
  as: 'admin',
  target: 'parts',
  ready: async ({ user }) => {
    await screen.findByRole('heading', { name: 'Edit Part: Heavy Duty Silencer Assembly' });
    await fillAll(user, { Description: partFields.Description });
  },
  act: async ({ user }) => user.click(screen.getByRole('button', { name: 'Update Part' })),
  kept: () => expectValues({ 'Part Name': 'Heavy Duty Silencer Assembly', Description: partFields.Description }),
  outcomes: outcomes({
    network: 'Failed to update part: Failed to update part',
    failed: 'Failed to update part: Failed to update part',
    message: `Failed to update part: ${SERVER_MESSAGE}`,
    tolerated: sees('Part updated successfully!'),
    alsoTolerated: ['missing'],
  }),
};

const blogLoad: ScreenCase = {
  name: '/admin/blogs load',
  path: '/admin/blogs',
  as: 'admin',
  target: 'blog-posts',
  outcomes: outcomes({
    network: 'Failed to fetch blog posts',
    failed: 'Failed to fetch blog posts',
    tolerated: sees('How to Inspect Wheel Lock Rings Before Every Trip'),
  }),
};

const blogPost = { Title: 'Monsoon Checks for Leaf Springs', Content: 'Rain and rust: what to look at before the monsoon.' };
const blogSave: ScreenCase = {
  name: '/admin/blogs add post',
  path: '/admin/blogs',
  as: 'admin',
  target: 'blog-posts',
  ready: async ({ user }) => {
    await screen.findByText('How to Inspect Wheel Lock Rings Before Every Trip');
    await user.click(screen.getByRole('button', { name: '+ Add New Post' }));
    await fillAll(user, blogPost);
  },
  act: async ({ user }) => user.click(screen.getByRole('button', { name: 'Add' })),
  kept: () => expectValues(blogPost),
  // The reply's shape is not shown by the spec: any JSON that does not say it failed is success.
  outcomes: outcomes({
    network: 'Failed to save post',
    failed: 'Failed to save post',
    tolerated: sees('Post added successfully.'),
    alsoTolerated: ['swap', 'missing'],
  }),
};

const brochureLoad: ScreenCase = {
  name: '/admin/brochures current brochure',
  path: '/admin/brochures',
  as: 'admin',
  target: 'brochures',
  outcomes: {
    ...outcomes({
      network: 'Failed to fetch brochure.',
      failed: 'No brochure available.',
      message: 'No brochure available.',
      tolerated: sees(/Open the current brochure \(catalogue-2026\.pdf\)/, 'link'),
      alsoTolerated: ['missing'],
    }),
    ...each(['500', '400'], shows('Failed to fetch brochure.')),
  },
};

const brochureUploadReady = async ({ user }: Ctx) => {
  await screen.findByRole('link', { name: /Open the current brochure/ });
  await user.upload(screen.getByLabelText('Brochure PDF'), pdfFile('catalogue-2027.pdf'));
};
const brochureSave: ScreenCase = {
  name: '/admin/brochures save path',
  path: '/admin/brochures',
  as: 'admin',
  target: 'brochures',
  ready: async (ctx) => {
    acceptUploads();
    await brochureUploadReady(ctx);
  },
  act: async ({ user }) => user.click(screen.getByRole('button', { name: 'Upload' })),
  outcomes: outcomes({
    network: 'Failed to save brochure path',
    failed: 'Failed to save brochure path',
    tolerated: sees('Brochure uploaded successfully!'),
    alsoTolerated: ['missing'],
  }),
};
/** upload.php itself failing (the faults the fake upload handler can answer in jsdom without reading the file). */
const brochureUpload: ScreenCase = {
  name: '/admin/brochures upload',
  path: '/admin/brochures',
  as: 'admin',
  target: 'uploads',
  ready: brochureUploadReady,
  act: async ({ user }) => user.click(screen.getByRole('button', { name: 'Upload' })),
  only: ['network', 'slow', '500', '400', 'invalid', 'reject'],
  outcomes: outcomes({ network: 'Upload failed', failed: 'Upload failed', tolerated: sees('Brochure uploaded successfully!') }),
};

const inquiryDetail: ScreenCase = {
  name: '/admin/inquiries/1 load',
  path: '/admin/inquiries/1',
  as: 'admin',
  target: 'inquiries',
  outcomes: outcomes({
    network: 'Failed to load inquiry details',
    failed: 'Failed to fetch inquiry',
    tolerated: sees('Viewing inquiry from Rajesh Patel at Shree Ganesh Logistics'),
  }),
};
// Every failure shows the Inquiry Not Found panel with the fetch error and a way back (§2.16).
// One panel check per entry, so faults that shared an entry still share one.
const notFoundPanels = new Map<Outcome, Outcome>();
for (const fault of FAULTS) {
  const outcome = inquiryDetail.outcomes[fault];
  if (!('shows' in outcome)) continue;
  if (!notFoundPanels.has(outcome))
    notFoundPanels.set(outcome, {
      ok: async () => {
        expect(await screen.findByRole('heading', { name: 'Inquiry Not Found' }, { timeout: 8000 })).toBeVisible();
        expect(screen.getByText(outcome.shows[0]!)).toBeVisible();
        expect(screen.getByRole('link', { name: 'Back to Inquiries' })).toBeVisible();
      },
    });
  inquiryDetail.outcomes[fault] = notFoundPanels.get(outcome)!;
}

const inquiryDelete: ScreenCase = {
  name: '/admin/inquiries/1 delete',
  path: '/admin/inquiries/1',
  as: 'admin',
  target: 'inquiries',
  ready: async () => {
    await screen.findByText('Viewing inquiry from Rajesh Patel at Shree Ganesh Logistics');
  },
  act: async ({ user }) => {
    await user.click(screen.getByRole('button', { name: 'Delete Inquiry' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  },
  // §8: the delete failure is one fixed alert, whatever the server said.
  outcomes: outcomes({
    network: 'Failed to delete inquiry. Please try again.',
    failed: 'Failed to delete inquiry. Please try again.',
    message: 'Failed to delete inquiry. Please try again.',
    tolerated: sees('Inquiry deleted successfully.'),
    alsoTolerated: ['missing'],
  }),
};

const buyLeadsLoad = (as: RoleId): ScreenCase => {
  const table = outcomes({
    network: 'Network error when fetching buy leads',
    failed: 'Failed to fetch buy leads - invalid data format',
    tolerated: {
      // The lead's detail row (its contact info and message) opens and reads cleanly.
      ok: async ({ user }) => {
        await user.click(await screen.findByRole('button', { name: 'Show details for Amit Joshi' }, { timeout: 8000 }));
        expect(screen.getByRole('button', { name: 'Hide details for Amit Joshi' })).toHaveAttribute('aria-expanded', 'true');
        expect(screen.getAllByText(/@/).length).toBeGreaterThan(0);
      },
    },
  });
  // buy_leads.php answers a bare array: an envelope, even a refusal with a message, is the wrong shape.
  return { name: `/${as}/buy-leads load`, path: `/${as}/buy-leads`, as, target: 'buy-leads', outcomes: { ...table, reject: table['500'] } };
};
const buyLeadDelete: ScreenCase = {
  name: '/admin/buy-leads delete',
  path: '/admin/buy-leads',
  as: 'admin',
  target: 'buy-leads',
  ready: async () => {
    await screen.findByRole('button', { name: 'Delete buy lead from Amit Joshi' });
  },
  act: async ({ user }) => {
    await user.click(screen.getByRole('button', { name: 'Delete buy lead from Amit Joshi' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  },
  outcomes: outcomes({
    network: 'Failed to delete buy lead',
    failed: 'Failed to delete buy lead',
    tolerated: sees('The buy lead from Amit Joshi was deleted.'),
    alsoTolerated: ['missing'],
  }),
};

const login = (as: RoleId, path: string, email: string, password: string, dashboardPath: string): ScreenCase => {
  const credentials = { Email: email, Password: password };
  const redirected: Outcome = {
    ok: async () => vi.waitFor(() => expect(fullRedirect.assign).toHaveBeenCalledWith(dashboardPath), { timeout: 8000 }),
  };
  return {
    name: `${path} login`,
    path,
    target: 'auth',
    ready: async ({ user }) => {
      vi.spyOn(fullRedirect, 'assign').mockImplementation(() => {});
      await screen.findByRole('heading', { level: 1, name: as === 'admin' ? 'Admin Login' : 'Subadmin Login' });
      await fillAll(user, credentials);
    },
    act: async ({ user }) => user.click(screen.getByRole('button', { name: 'Login' })),
    kept: () => {
      expect(screen.getByLabelText('Email')).toHaveValue(email);
      expect(fullRedirect.assign).not.toHaveBeenCalled();
      expect(window.sessionStorage.getItem(as === 'admin' ? 'adminSession' : 'subadminSession')).toBeNull();
    },
    outcomes: outcomes({
      network: 'Failed to connect to server. Please try again later.',
      // A 5xx or an unreadable reply is the server's failure, not a wrong password.
      failed: 'The server failed to check the login. Please try again later.',
      tolerated: redirected,
      alsoTolerated: ['missing'],
    }),
  };
};

const screens: ScreenCase[] = [
  homeCase,
  publicForm(
    '/inquiry',
    'Product Enquiry',
    enquiry,
    'Submit Enquiry',
    'Enquiry Submitted Successfully!',
    'Failed to submit inquiry. Please try again.',
  ),
  suggestionsCase,
  publicForm(
    '/buy-lead',
    'Submit Buy Lead',
    buyLead,
    'Submit Buy Lead',
    'Buy Lead Submitted Successfully!',
    'Failed to submit buy lead. Please try again.',
  ),
  dashboard('admin', 'Admin Dashboard'),
  dashboard('subadmin', 'Sub Admin Dashboard'),
  addPartLoad,
  addPartSave,
  editPartLoad,
  editPartSave,
  blogLoad,
  blogSave,
  brochureLoad,
  brochureSave,
  brochureUpload,
  inquiryDetail,
  inquiryDelete,
  buyLeadsLoad('admin'),
  buyLeadsLoad('subadmin'),
  buyLeadDelete,
  login('admin', '/SSA-admin', 'admin@example.com', 'admin12345', '/admin/dashboard'),
  login('subadmin', '/subadmin-login', 'subadmin@example.com', 'subadmin12345', '/subadmin/dashboard'),
];

function expectNoGarbage() {
  expect(document.body.textContent ?? '').not.toMatch(/undefined|NaN|\[object Object\]/);
}

/**
 * `slow` never answers, so the page shows its text once the call's own deadline passes: 2 s here
 * (vitest.config.ts) for the page's other calls, and SLOW_MS for the ones made under the fault.
 */
const SLOW_MS = 500;
const deadlines = { requestTimeoutMs: env.requestTimeoutMs, leadTimeoutMs: env.leadTimeoutMs };
const underFault = (fault: TriedFault) => {
  if (fault === 'slow') Object.assign(env, { requestTimeoutMs: SLOW_MS, leadTimeoutMs: SLOW_MS });
};

afterEach(() => {
  vi.restoreAllMocks();
  Object.assign(env, deadlines);
});

/** The faults a screen runs under, each with the faults that share its outcome: one per distinct entry of its table. */
function classesOf({ outcomes: table, only, everyFault }: ScreenCase): TriedFault[][] {
  const tried = only ?? FAULTS;
  if (everyFault) return tried.map((fault) => [fault]);
  const classes = new Map<Outcome, TriedFault[]>();
  for (const fault of tried) classes.set(table[fault], [...(classes.get(table[fault]) ?? []), fault]);
  return [...classes.values()];
}

const sorted = (classes: readonly (readonly string[])[]) => classes.map((faults) => [...faults].sort()).sort();

it('a screen leaves out only faults the node test proves alike at its call (FAULT_CLASSES)', () => {
  for (const screenCase of screens) {
    const shared = classesOf(screenCase).filter((faults) => faults.length > 1);
    expect({ screen: screenCase.name, shared: sorted(shared) }).toEqual({
      screen: screenCase.name,
      shared: sorted(FAULT_CLASSES[screenCase.name] ?? []),
    });
  }
  expect(Object.keys(FAULT_CLASSES).filter((name) => !screens.some((screenCase) => screenCase.name === name))).toEqual([]);
});

describe.each(screens)('$name under one fault per outcome', (screenCase) => {
  const { path, as, target, ready, act, kept } = screenCase;
  it.each(
    classesOf(screenCase).map(([fault, ...alike]) => [alike.length ? `${fault} (also ${alike.join(', ')})` : fault, fault!] as const),
  )(
    '%s',
    async (_, fault) => {
      const scenario = `${target}-${fault}`;
      // A load meets the fault at once; an action meets it once the screen is ready and filled in.
      if (!act) {
        setScenario(scenario);
        underFault(fault);
      }
      const { user, queryClient } = renderRoute(path, as ? { as } : {});
      const ctx = { user, queryClient };
      await ready?.(ctx);
      if (act) {
        setScenario(scenario);
        underFault(fault);
        await act(ctx);
      }
      const outcome = screenCase.outcomes[fault];
      if ('shows' in outcome) {
        for (const text of outcome.shows) expect((await screen.findAllByText(text, {}, { timeout: 8000 }))[0]).toBeVisible();
        kept?.();
      } else {
        await outcome.ok(ctx);
      }
      // Never a blank page: the screen still has its heading.
      await waitFor(() => expect(screen.getAllByRole('heading').length).toBeGreaterThan(0));
      expectNoGarbage();
    },
    30_000,
  );
});
