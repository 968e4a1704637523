import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { outputPlugin } from './output-plugin.ts';

/** The files public/ holds for the fake backend only. */
export const DEMO_FILES = ['mockServiceWorker.js', 'uploads'];

/** A build for a real backend ships neither the fake backend's worker nor its demo files. */
export function dropDemoFiles(mocking: boolean): Plugin {
  return outputPlugin('drop-demo-files', 'closeBundle', (outDir) => {
    if (mocking) return;
    for (const path of DEMO_FILES) rmSync(join(outDir, path), { recursive: true, force: true });
  });
}
