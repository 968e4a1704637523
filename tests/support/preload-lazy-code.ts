import { configure } from '@testing-library/react';
import { beforeAll } from 'vitest';

// Pages load lazily; on a busy machine the first render can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

/*
 * Load the lazy public pages and the HTTP client (src/api/http.ts loads axios on the first call) once
 * up front, so a test's timings measure the page, not the first transform of its code.
 */
beforeAll(async () => {
  await Promise.all([
    import('../../src/features/catalog/catalog-page'),
    import('../../src/features/blog/blog-list-page'),
    import('../../src/features/blog/blog-post-page'),
    import('../../src/features/inquiry/inquiry-page'),
    import('../../src/features/buy-lead/buy-lead-page'),
    import('axios'),
    import('../../src/api/early-replies'),
  ]);
}, 60_000);
