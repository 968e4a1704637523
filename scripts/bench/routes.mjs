/**
 * The routes the bench measures, and what each one loads up front according to the build's
 * chunk graph (dist/.vite/chunks.json, written by build/chunk-report.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoad, gzipKb, homeReport, loadChunks, routeBudgets, startupLoad } from '../size-budget.ts';

// The routes, their budgets and what each loads are scripts/size-budget.mjs' (`npm run size`): one table.
export { chunkOfModule, ROUTES, routeLoad } from '../size-budget.ts';

/** The public routes Lighthouse measures (DESIGN.md, Budgets). */
export const LIGHTHOUSE_PATHS = ['/', '/catalog', '/catalog/1', '/blog', '/blog/1', '/inquiry', '/buy-lead'];

/** Module ids of the fake backend: the demo build loads it at start; a production build never does. */
export const FAKE_BACKEND = /node_modules\/msw\/|\/mocks\//;

const kb = (bytes) => bytes / 1024;
const round1 = (value) => Math.round(value * 10) / 10;

export function gzipKbOfFile(dist, file) {
  return existsSync(join(dist, file)) ? gzipKb(dist, file) : 0;
}

export function rawKbOfFile(dist, file) {
  return existsSync(join(dist, file)) ? kb(readFileSync(join(dist, file)).length) : 0;
}

/** gzip level 9 of a string, in KB (for files not on disk, e.g. index.html as served). */
export const gzipKbOfText = (text) => kb(gzipSync(Buffer.from(text), { level: 9 }).length);

/**
 * Files only the demo build's fake backend brings in (its chunk and what it imports beyond the
 * entry's own first load): chromium fetches them on every page of the demo build, a build for a
 * real backend never does.
 */
export function fakeBackendFiles(chunks) {
  const base = new Set(startupLoad(chunks).map((chunk) => chunk.file));
  const files = new Set();
  for (const chunk of chunks.filter((item) => !item.isEntry && item.modules.some((id) => FAKE_BACKEND.test(id)))) {
    for (const loaded of firstLoad(chunks, chunk.file)) if (!base.has(loaded.file)) files.add(loaded.file);
  }
  return files;
}

/** Per route sizes plus the home page proof, from one build. */
export function staticSizes(dist) {
  const chunks = loadChunks(dist);
  const routes = routeBudgets(dist, chunks);
  const fakeBackend = chunks.filter((chunk) => chunk.modules.some((id) => FAKE_BACKEND.test(id)) && !chunk.isEntry);
  const biggest = chunks
    .map((chunk) => ({ file: chunk.file, gzipKb: round1(gzipKbOfFile(dist, chunk.file)), topModules: topPackages(chunk.modules) }))
    .sort((a, b) => b.gzipKb - a.gzipKb)
    .slice(0, 8);
  return {
    home: homeReport(dist),
    routes: routes.map((route) => Object.fromEntries(Object.entries(route).filter(([key]) => key !== 'modules'))),
    fakeBackendChunks: fakeBackend.map((chunk) => ({ file: chunk.file, gzipKb: round1(gzipKbOfFile(dist, chunk.file)) })),
    biggestChunks: biggest,
  };
}

/** The packages (or src folders) a chunk is made of, most modules first. */
function topPackages(modules) {
  const counts = new Map();
  for (const id of modules) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
    const key = match ? match[1] : id.split('/').slice(0, 4).join('/');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([name]) => name);
}

/**
 * Where each thing the home page must not load lives, and whether the home page loads it: by the
 * chunk graph and by what chromium fetched on /. (The verdict of scripts/size-budget.mjs is
 * `homeReport().forbidden`; these patterns are the same list, spelled out per row for the report.)
 */
export const KEPT_OFF_HOME = [
  ['staff code', /\/src\/features\/staff\/(?!roles\.ts$)/],
  ['formik', /node_modules\/formik\//],
  ['yup', /node_modules\/yup\//],
  ['@google/model-viewer', /node_modules\/@google\/model-viewer\//],
  ['the fake backend (msw, mocks/)', FAKE_BACKEND],
];

export function homeProof(dist, fetchedOnHome) {
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
