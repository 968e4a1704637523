/**
 * Time to first byte of a page from the server pages (server/record.php, list.php, their copy of the
 * backend's reply warm) against the static page it is drawn from, on the same Apache: what putting the record
 * into the HTML costs before the first byte. Requests alternate between the two so that a busy moment
 * of the machine weighs on both; the median of each is reported.
 */
import { request } from 'node:http';
import { examplePath, publicPages } from '../../src/config/public-pages';
import { median } from './chromium';

export interface TtfbResult {
  /** The page from PHP and the static file, and the median time to their first byte. */
  page: { path: string; medianMs: number; runsMs: number[] };
  staticFile: { path: string; medianMs: number; runsMs: number[] };
}

const RUNS = 21;

/** Milliseconds from sending a GET to the reply's first byte (its status line), then the body is read to its end. */
function timeToFirstByte(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const sent = request(url, { agent: false, headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      response.resume();
      response.on('end', () => (response.statusCode === 200 ? resolve(ms) : reject(new Error(`${url} answered ${response.statusCode}`))));
    });
    sent.setTimeout(10_000, () => sent.destroy(new Error(`${url}: no answer in 10 s`)));
    sent.on('error', reject);
    sent.end();
  });
}

/**
 * A part's page and the catalogue (a record page and a list page), each with the static page it is
 * drawn from, from the public page table.
 */
export const TTFB_PAGES = [publicPages.part, publicPages.catalog].map((page) => ({ page: examplePath(page), staticFile: `/${page.file}` }));

export async function measureTtfb(baseUrl: string, { page, staticFile }: (typeof TTFB_PAGES)[number]): Promise<TtfbResult> {
  // The first read of the record fills the page's cache; it is not counted.
  await timeToFirstByte(new URL(page, baseUrl).href);
  const pageRuns: number[] = [];
  const staticRuns: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    pageRuns.push(await timeToFirstByte(new URL(page, baseUrl).href));
    staticRuns.push(await timeToFirstByte(new URL(staticFile, baseUrl).href));
  }
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    page: { path: page, medianMs: round(median(pageRuns) ?? NaN), runsMs: pageRuns.map(round) },
    staticFile: { path: staticFile, medianMs: round(median(staticRuns) ?? NaN), runsMs: staticRuns.map(round) },
  };
}
