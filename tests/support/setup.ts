import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import './setup-node';

// The `dom` vitest project: tests/support/setup-node.ts, plus Testing Library and the browser's storage.
// Guarded, as a file there may still ask for `// @vitest-environment node`.
// Lazy pages are imported on first visit; on a loaded two-core CI machine that can take seconds.
configure({ asyncUtilTimeout: 5000 });

const browser = typeof window !== 'undefined';

afterEach(() => {
  if (!browser) return;
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

// jsdom lacks these; components use them for scrolling and lazy images.
if (browser) {
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = function scrollIntoView() {};
  if (!('IntersectionObserver' in window)) {
    class NoopObserver {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    Object.assign(window, { IntersectionObserver: NoopObserver });
  }
}
