import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { build, type Rolldown } from 'vite';
import type { Env } from '../src/config/env.ts';
import { buildTargets } from './browser-targets.ts';

/** A script a page runs inline (src/app/early-record-script.ts, src/app/after-paint-script.ts), and its CSP source. */
export interface EarlyScript {
  code: string;
  /** `'sha256-…'`: the Content-Security-Policy lets this script, and no other inline one, run. */
  hash: string;
}

/** The record pages' early script. */
const RECORD_SCRIPT = 'src/app/early-record-script.ts';
/** The script of the pages drawn whole, which only loads the app's code once the page has painted. */
export const AFTER_PAINT_SCRIPT = 'src/app/after-paint-script.ts';
const ENV_MODULE = resolve('src/config/env.ts');

/**
 * Compiles the early script into one self-contained IIFE (its imports inlined, with this build's
 * settings, already parsed, in place of src/config/env.ts and its parser) to be written into the pages' HTML (build/route-pages.ts). As a file it
 * was fetched only after the HTML, beside some twenty modules, and its request for the record left
 * after them. Compiled once per build; the CSP (build/deploy-files.ts) and the pages share the result.
 */
export function earlyScript(env: Env, entry: string = RECORD_SCRIPT): () => Promise<EarlyScript> {
  let compiled: Promise<EarlyScript> | undefined;
  return () =>
    (compiled ??= build({
      configFile: false,
      logLevel: 'silent',
      plugins: [{ name: 'parsed-env', load: (id) => (id === ENV_MODULE ? `export const env = ${JSON.stringify(env)};` : null) }],
      build: { write: false, minify: true, target: buildTargets(), lib: { entry: resolve(entry), formats: ['iife'], name: 'early' } },
    }).then((result) => {
      const output = (Array.isArray(result) ? result[0] : result) as Rolldown.RolldownOutput;
      // Inside a <script> element, "</script" would end it early; the compiled code has no such text.
      const code = output.output[0].code.trim();
      if (/<\/script/i.test(code)) throw new Error('early-script: the compiled script contains </script');
      return { code, hash: `'sha256-${createHash('sha256').update(code).digest('base64')}'` };
    }));
}
