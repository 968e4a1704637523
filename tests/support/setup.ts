import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDb } from '../../mocks/db';
import { server } from '../../mocks/node';
import { setScenario } from '../../mocks/scenarios';

// Lazy pages are imported on first visit; on a loaded two-core CI machine that can take seconds.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  if (typeof document !== 'undefined') (await import('@testing-library/react')).cleanup();
  server.resetHandlers();
  resetDb();
  setScenario(null);
  if (typeof window !== 'undefined') {
    window.sessionStorage.clear();
    window.localStorage.clear();
  }
});
afterAll(() => server.close());

// jsdom lacks these; components use them for scrolling and lazy images.
if (typeof window !== 'undefined') {
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = function scrollIntoView() {};
}
if (typeof window !== 'undefined' && !('IntersectionObserver' in window)) {
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
