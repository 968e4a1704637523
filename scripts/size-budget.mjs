#!/usr/bin/env node
/**
 * Size budgets (DESIGN.md), checked on every build because sizes are deterministic:
 * - the home route's first load is at most 130 KB of gzipped JavaScript;
 * - staff code, formik, yup and @google/model-viewer are not part of it;
 * - Hindi or Gujarati adds at most 15 KB of gzipped JavaScript to a page's first load (its catalog and
 *   the i18n runtime, src/i18n/, with what they import that the page does not load already).
 * - the QA tools' part of the contract stays out of every chunk: openapi.json's summaries and quirk notes,
 *   and the wire shapes' JSON Schemas (php-contract/runtime.ts, schemas.ts).
 * Usage: node scripts/size-budget.mjs [distDir] [--json]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const HOME_BUDGET_KB = 130;
const FORBIDDEN_ON_HOME = [
  // roles.ts is the route table's data (base paths, login paths), not a screen: the router needs it.
  ['staff code', /\/src\/features\/staff\/(?!roles\.ts$)/],
  ['formik', /node_modules\/formik\//],
  ['yup', /node_modules\/yup\//],
  ['@google/model-viewer', /node_modules\/@google\/model-viewer\//],
  ['the fake backend (msw)', /node_modules\/msw\/|\/mocks\//],
];

export const LANGUAGE_BUDGET_KB = 15;

export function loadChunks(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite/chunks.json'), 'utf8'));
}

export const gzipKb = (dist, file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** The chunks a page loads up front: the entry and everything it imports statically. */
export function firstLoad(chunks, entryFile) {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file) || !byFile.has(file)) return;
    seen.add(file);
    byFile.get(file).imports.forEach(visit);
  };
  visit(entryFile);
  return [...seen].map((file) => byFile.get(file));
}

/** What every page loads up front: the HTML's entry and everything it imports statically. */
export function startupLoad(chunks) {
  return firstLoad(chunks, chunks.find((chunk) => chunk.isEntry).file);
}

export function homeReport(dist) {
  const chunks = loadChunks(dist);
  const loaded = startupLoad(chunks);
  const kb = loaded.reduce((sum, chunk) => sum + gzipKb(dist, chunk.file), 0);
  const modules = loaded.flatMap((chunk) => chunk.modules);
  const forbidden = FORBIDDEN_ON_HOME.filter(([, pattern]) => modules.some((id) => pattern.test(id))).map(([name]) => name);
  return { chunks: loaded.map((chunk) => chunk.file), gzipKb: Number(kb.toFixed(1)), budgetKb: HOME_BUDGET_KB, forbidden };
}

/** What choosing Hindi or Gujarati loads beyond the English first load, per language. */
export function languageReport(dist) {
  const chunks = loadChunks(dist);
  const startup = new Set(startupLoad(chunks).map((chunk) => chunk.file));
  const holding = (pattern) => chunks.find((chunk) => chunk.modules.some((id) => pattern.test(id)));
  const runtime = holding(/\/src\/i18n\/runtime\.ts$/);
  return ['hi', 'gu'].map((code) => {
    const catalog = holding(new RegExp(`/src/i18n/catalogs/${code}\\.ts$`));
    const files = new Set(
      [catalog, runtime]
        .filter(Boolean)
        .flatMap((chunk) => firstLoad(chunks, chunk.file))
        .map((chunk) => chunk.file)
        .filter((file) => !startup.has(file)),
    );
    const kb = [...files].reduce((sum, file) => sum + gzipKb(dist, file), 0);
    return {
      language: code,
      found: Boolean(catalog && runtime),
      chunks: [...files],
      gzipKb: Number(kb.toFixed(1)),
      budgetKb: LANGUAGE_BUDGET_KB,
    };
  });
}

/** Words of openapi.json long enough to be its own (summaries and descriptions), and the shapes' JSON Schema words. */
function toolsWords() {
  const words = [];
  const walk = (value, key) => {
    if (Array.isArray(value)) value.forEach((item) => walk(item, key));
    else if (value && typeof value === 'object') Object.entries(value).forEach(([name, item]) => walk(item, name));
    else if ((key === 'summary' || key === 'description') && typeof value === 'string' && value.length >= 30) words.push(value);
  };
  walk(JSON.parse(readFileSync(new URL('../openapi.json', import.meta.url), 'utf8')));
  return words;
}
const SCHEMA_WORD = /[`'"](requiredText|optionalText|opaqueObject|dateText|intOr)[`'"]/;

/** The JS files that carry any of the tools' words, with the first one found. */
export function toolsReport(dist) {
  const words = toolsWords();
  const files = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.js'));
  const found = [];
  for (const file of files) {
    const text = readFileSync(join(dist, 'assets', file), 'utf8');
    const word = words.find((entry) => text.includes(entry)) ?? SCHEMA_WORD.exec(text)?.[0];
    if (word) found.push(`${file}: ${word.slice(0, 60)}`);
  }
  return { checkedWords: words.length, files: files.length, found };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'dist';
  const report = homeReport(dist);
  if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
  const overBudget = report.gzipKb > report.budgetKb;
  console.log(
    `home first load: ${report.gzipKb} KB gzipped JS (budget ${report.budgetKb} KB) in ${report.chunks.join(', ')} — ${overBudget ? 'FAIL' : 'pass'}`,
  );
  console.log(
    `not on the home page: ${FORBIDDEN_ON_HOME.map(([name]) => name).join(', ')} — ${report.forbidden.length ? `FAIL: found ${report.forbidden.join(', ')}` : 'pass'}`,
  );
  const languages = languageReport(dist);
  const languageFails = languages.filter((entry) => !entry.found || entry.gzipKb > entry.budgetKb);
  for (const entry of languages) {
    console.log(
      `${entry.language} on top of a first load: ${entry.gzipKb} KB gzipped JS (budget ${entry.budgetKb} KB) in ${entry.chunks.join(', ')} — ${entry.found && entry.gzipKb <= entry.budgetKb ? 'pass' : 'FAIL'}`,
    );
  }
  const tools = toolsReport(dist);
  console.log(
    `the QA tools' words (${tools.checkedWords} of openapi.json's texts, the JSON Schemas) in none of ${tools.files} JS files — ${tools.found.length ? `FAIL: ${tools.found.join('; ')}` : 'pass'}`,
  );
  process.exit(overBudget || report.forbidden.length || languageFails.length || tools.found.length ? 1 : 0);
}
