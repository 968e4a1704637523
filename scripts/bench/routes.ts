/**
 * The routes the bench measures, and what each one loads up front according to the build's
 * chunk graph (dist/.vite/chunks.json, written by build/chunk-report.ts).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import { firstLoad, gzipKb, homeReport, loadChunks, routeBudgets, ROUTES, startupLoad, type Chunk, type HomeReport, type RouteBudget } from '../size-budget';
import { observeRoute } from './browser-measures';
import { withTimeout } from './chromium';

// The routes, their budgets and what each loads are scripts/size-budget.ts' (`npm run size`): one table.
export { ROUTES };

/** The public routes Lighthouse measures (the budgets in docs/architecture.md). */
export const LIGHTHOUSE_PATHS = ['/', '/catalog', '/catalog/1', '/blog', '/blog/1', '/inquiry', '/buy-lead'];

/** Module ids of the fake backend: the demo build loads it at start; a production build never does. */
export const FAKE_BACKEND = /node_modules\/msw\/|\/mocks\//;

const round1 = (value: number) => Math.round(value * 10) / 10;

export function gzipKbOfFile(dist: string, file: string): number {
  return existsSync(join(dist, file)) ? gzipKb(dist, file) : 0;
}

/**
 * Files only the demo build's fake backend brings in (its chunk and what it imports beyond the
 * entry's own first load): chromium fetches them on every page of the demo build, a build for a
 * real backend never does.
 */
export function fakeBackendFiles(chunks: Chunk[]): Set<string> {
  const base = new Set(startupLoad(chunks).map((chunk) => chunk.file));
  const files = new Set<string>();
  for (const chunk of chunks.filter((item) => !item.isEntry && item.modules.some((id) => FAKE_BACKEND.test(id)))) {
    for (const loaded of firstLoad(chunks, chunk.file)) if (!base.has(loaded.file)) files.add(loaded.file);
  }
  return files;
}

export interface ChunkSize {
  file: string;
  gzipKb: number;
}

export interface HomeProof {
  rows: { name: string; chunks: string[]; inHome: boolean; fetchedOnHome: boolean | null }[];
  observedForbidden: string[];
  demoOnlyFetched: string[];
}

export interface StaticSizes {
  home: HomeReport;
  routes: Omit<RouteBudget, 'modules'>[];
  fakeBackendChunks: ChunkSize[];
  biggestChunks: (ChunkSize & { topModules: string[] })[];
  /** Set by the bench: the demo build's home page, and what chromium fetched on it. */
  demoHome?: HomeReport;
  homeProof?: HomeProof;
}

/** Per route sizes plus the home page proof, from one build. */
export function staticSizes(dist: string): StaticSizes {
  const chunks = loadChunks(dist);
  const routes = routeBudgets(dist, chunks);
  const fakeBackend = chunks.filter((chunk) => chunk.modules.some((id) => FAKE_BACKEND.test(id)) && !chunk.isEntry);
  const biggest = chunks
    .map((chunk) => ({ file: chunk.file, gzipKb: round1(gzipKbOfFile(dist, chunk.file)), topModules: topPackages(chunk.modules) }))
    .sort((a, b) => b.gzipKb - a.gzipKb)
    .slice(0, 8);
  return {
    home: homeReport(dist),
    routes: routes.map(({ modules: _modules, ...route }) => route),
    fakeBackendChunks: fakeBackend.map((chunk) => ({ file: chunk.file, gzipKb: round1(gzipKbOfFile(dist, chunk.file)) })),
    biggestChunks: biggest,
  };
}

/** The packages (or src folders) a chunk is made of, most modules first. */
function topPackages(modules: string[]): string[] {
  const counts = new Map<string, number>();
  for (const id of modules) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
    const key = match?.[1] ?? id.split('/').slice(0, 4).join('/');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name]) => name);
}

/**
 * Where each thing the home page must not load lives, and whether the home page loads it: by the
 * chunk graph and by what chromium fetched on /. (The verdict of scripts/size-budget.ts is
 * `homeReport().forbidden`; these patterns are the same list, spelled out per row for the report.)
 */
export const KEPT_OFF_HOME: [string, RegExp][] = [
  ['staff code', /\/src\/features\/staff\/(?!roles\.ts$)/],
  ['formik', /node_modules\/formik\//],
  ['yup', /node_modules\/yup\//],
  ['@google/model-viewer', /node_modules\/@google\/model-viewer\//],
  ['the fake backend (msw, mocks/)', FAKE_BACKEND],
];

export function homeProof(dist: string, fetchedOnHome: string[] | undefined): HomeProof {
  const chunks = loadChunks(dist);
  const home = new Set(homeReport(dist).chunks);
  const demoOnly = fakeBackendFiles(chunks);
  const fetched = new Set((fetchedOnHome ?? []).filter((file) => !demoOnly.has(file)));
  const rows = KEPT_OFF_HOME.map(([name, pattern]) => {
    const holding = chunks.filter((chunk) => chunk.modules.some((id) => pattern.test(id))).map((chunk) => chunk.file);
    return { name, chunks: holding, inHome: holding.some((file) => home.has(file)), fetchedOnHome: fetchedOnHome ? holding.some((file) => fetched.has(file)) : null };
  });
  return { rows, observedForbidden: rows.filter((row) => row.fetchedOnHome).map((row) => row.name), demoOnlyFetched: (fetchedOnHome ?? []).filter((file) => demoOnly.has(file)) };
}

export type StaffPageSize = Omit<RouteBudget, 'modules'> & { afterKb: number; afterFiles: string[] };
export interface StaffPagesDesk {
  /** The desk-off build (the bench's HTTP build), measured the same way: what the desk is compared with. */
  off: StaffPageSize[];
  on: StaffPageSize[];
}

/**
 * The staff lead pages' first load with the desk on, where it is over the route's budget (scripts/size-budget.ts,
 * judged on a build without the lock, where no desk code loads): held at the figure reached, docs/decisions.md
 * (2026-11-28, the lead desk in npm run bench) says what the desk adds, and (2026-11-28, the watch's cost on a staff
 * page) why the watch raised them by 3.2 KB.
 */
export const DESK_ON_HELD_KB: Record<string, number> = {
  '/admin/inquiries': 214.2,
  '/admin/buy-leads': 214.7,
  '/admin/inquiries/1': 215.4,
  '/admin/buy-leads/1': 212.7,
};

/**
 * The staff pages' first load as `npm run size` counts a route (what chromium fetches until the network is
 * idle, with the chunk graph's first load), on one build. `afterKb`: what the page fetched beyond its chunk
 * graph's first load and its `later` modules (on the desk build, the desk's cells, panel and count badge).
 */
export async function staffPagesUntilIdle(
  browser: Browser,
  baseUrl: string,
  dist: string,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<StaffPageSize[]> {
  const chunks = loadChunks(dist);
  const staffRoutes = ROUTES.filter((route) => route.staff);
  const fetched = new Map<string, string[]>();
  for (const route of staffRoutes) {
    const observed = await withTimeout(observeRoute(browser, baseUrl, route, prepare), 60_000, `loading ${route.path} until idle`);
    if (!observed.ready) throw new Error(`${route.path} did not draw ${route.ready} (${dist}): ${observed.errors.join('; ')}`);
    fetched.set(
      route.path,
      observed.files.filter((item) => item.type === 'js' && item.status === 200).map((item) => item.file),
    );
  }
  const graphOnly = new Map(routeBudgets(dist, chunks).map((route) => [route.path, route]));
  return routeBudgets(dist, chunks, fetched)
    .filter((route) => staffRoutes.some((item) => item.path === route.path))
    .map(({ modules: _modules, ...route }) => {
      const graph = graphOnly.get(route.path);
      const known = new Set([...(graph?.js ?? []), ...(graph?.later ?? [])].map((item) => item.file));
      const after = route.js.filter((item) => !known.has(item.file));
      return { ...route, afterKb: round1(after.reduce((sum, item) => sum + item.gzipKb, 0)), afterFiles: after.map((item) => item.file) };
    });
}
