/**
 * Fault matrix: each page under the backend faults, asserting what a person sees (SPEC §8 texts,
 * taken from the screens' errorMessage overrides), that the page is never blank, and that no
 * 'undefined' / 'NaN' / '[object Object]' leaks into the text.
 *
 * A page runs one fault per distinct outcome: faults whose entry below is the same object (as
 * connection() gives them) share it, so a new distinct outcome always gets its own run.
 * tests/unit/reliability/fault-classes.test.ts proves, in plain Node, that the page's call gives
 * exactly the same result under every fault of a class (PAGE_FAULT_CLASSES) as under the one run here.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_MESSAGE, setScenario } from '../../../mocks/scenarios';
import { env } from '../../../src/config/env';
import type { RoleId } from '../../../src/features/staff/roles';
import { renderRoute } from '../../support/render';
import { PAGE_FAULT_CLASSES } from './fault-classes';

type FaultName = 'network' | '500' | '401' | 'slow' | 'swap' | 'missing' | 'notice' | 'strings' | 'extra';
type FailingFault = Exclude<FaultName, 'notice' | 'strings' | 'extra'>;
/** A text a person sees; one object for all the faults that share it. */
interface Shown {
  text: string;
}

interface PageCase {
  path: string;
  resource: string;
  as?: RoleId;
  /** Text that shows the page's normal content (for the tolerated faults: a PHP notice, numbers as strings, extra fields). */
  normal: string | RegExp;
  /** Text a person sees for each failing fault. */
  texts: Record<FailingFault, Shown>;
}

/** Nothing came back (network, slow); an unusable answer (500, swap, missing); a refusal with the server's message (401). */
function connection(network: string, failed: string): Record<FailingFault, Shown> {
  const noAnswer = { text: network };
  const unusable = { text: failed };
  return { network: noAnswer, slow: noAnswer, '500': unusable, swap: unusable, missing: unusable, '401': { text: SERVER_MESSAGE } };
}

const pages: PageCase[] = [
  {
    path: '/catalog',
    resource: 'parts',
    normal: 'Heavy Duty Silencer Assembly',
    texts: connection('Failed to connect to the server. Please try again later.', 'Failed to load parts'),
  },
  {
    path: '/blog',
    resource: 'blog-posts',
    normal: /How to Inspect Wheel Lock Rings/,
    texts: connection('Failed to fetch blog posts', 'Failed to fetch blog posts'),
  },
  {
    path: '/blog/1',
    resource: 'blog-posts',
    normal: /How to Inspect Wheel Lock Rings/,
    texts: connection('Failed to fetch blog post', 'Failed to fetch blog post'),
  },
  {
    path: '/admin/parts',
    resource: 'parts',
    as: 'admin',
    normal: 'Heavy Duty Silencer Assembly',
    texts: connection('Error connecting to the server. Please check your connection.', 'Failed to load parts. Please try again later.'),
  },
  {
    path: '/admin/inquiries',
    resource: 'inquiries',
    as: 'admin',
    normal: 'Rajesh Patel',
    texts: connection('Network error when fetching inquiries', 'Failed to fetch inquiries'),
  },
  {
    path: '/admin/buy-leads',
    resource: 'buy-leads',
    as: 'admin',
    normal: 'Amit Joshi',
    texts: connection('Network error when fetching buy leads', 'Failed to fetch buy leads - invalid data format'),
  },
  {
    path: '/subadmin/inquiries/1',
    resource: 'inquiries',
    as: 'subadmin',
    normal: 'Viewing inquiry from Rajesh Patel at Shree Ganesh Logistics',
    texts: connection('Failed to load inquiry details', 'Failed to fetch inquiry'),
  },
  {
    // §8: when the call fails the manager falls back to the built-in list (Brake System … Other);
    // 'Failed to fetch categories' is for an answer it cannot use.
    path: '/admin/categories',
    resource: 'categories',
    as: 'admin',
    normal: 'Silencer Parts',
    texts: (() => {
      const texts = connection('Brake System', 'Failed to fetch categories');
      return { ...texts, '500': texts.network, '401': texts.network };
    })(),
  },
];

const faults: FaultName[] = ['network', '500', '401', 'slow', 'swap', 'missing', 'notice', 'strings', 'extra'];
const tolerated: FaultName[] = ['notice', 'strings', 'extra'];

/** A page's faults, grouped by the outcome they share (the tolerated ones all show the normal page). */
function classesOf({ texts }: PageCase): FaultName[][] {
  const classes = new Map<Shown | 'normal', FaultName[]>();
  for (const fault of faults) {
    const key = tolerated.includes(fault) ? 'normal' : texts[fault as FailingFault];
    classes.set(key, [...(classes.get(key) ?? []), fault]);
  }
  return [...classes.values()];
}

const sorted = (classes: readonly (readonly string[])[]) => classes.map((names) => [...names].sort()).sort();

it('a page leaves out only faults the node test proves alike at its call (PAGE_FAULT_CLASSES)', () => {
  for (const page of pages) {
    const shared = classesOf(page).filter((names) => names.length > 1);
    expect({ page: page.path, shared: sorted(shared) }).toEqual({ page: page.path, shared: sorted(PAGE_FAULT_CLASSES[page.path] ?? []) });
  }
  expect(Object.keys(PAGE_FAULT_CLASSES).filter((path) => !pages.some((page) => page.path === path))).toEqual([]);
});

function expectNoGarbage() {
  const text = document.body.textContent ?? '';
  expect(text).not.toMatch(/undefined|NaN|\[object Object\]/);
}

/** `slow` never answers: the page shows its text once the call's deadline passes, SLOW_MS under the fault (2 s otherwise, vitest.config.ts). */
const SLOW_MS = 500;
const deadline = env.requestTimeoutMs;
afterEach(() => {
  env.requestTimeoutMs = deadline;
});

describe.each(pages)('$path under one fault per outcome', (page) => {
  const { path, resource, as, normal, texts } = page;
  it.each(classesOf(page).map(([fault, ...alike]) => [alike.length ? `${fault} (also ${alike.join(', ')})` : fault, fault!] as const))(
    '%s',
    async (_, fault) => {
      setScenario(`${resource}-${fault}`);
      if (fault === 'slow') env.requestTimeoutMs = SLOW_MS;
      renderRoute(path, as ? { as } : {});
      const timeout = fault === 'slow' ? 8000 : 5000;
      if (tolerated.includes(fault)) {
        expect((await screen.findAllByText(normal, {}, { timeout }))[0]).toBeInTheDocument();
      } else {
        expect((await screen.findAllByText(texts[fault as FailingFault].text, {}, { timeout }))[0]).toBeVisible();
      }
      // Never a blank page: the screen still has its heading.
      await waitFor(() => expect(screen.getAllByRole('heading').length).toBeGreaterThan(0));
      expectNoGarbage();
    },
    15_000,
  );
});
