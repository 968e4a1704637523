import { configure } from '@testing-library/react';
import { beforeAll } from 'vitest';

// Pages load lazily; on a busy machine the first render can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

/*
 * Load the lazy public pages (src/app/router.tsx loads them by the same pattern) once up front, so a
 * test's timings measure the page, not the first transform of its code.
 */
const pages = import.meta.glob('../../src/features/*/*-page.tsx');

beforeAll(async () => {
  // One after another: many concurrent first imports of modules that share dependencies now and then
  // failed in Node's module loader ("Cannot read properties of undefined (reading 'getStatus')").
  for (const load of Object.values(pages)) await load();
}, 60_000);
