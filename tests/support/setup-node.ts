import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetDb } from '../../mocks/db';
import { server } from '../../mocks/node';
import { setScenario } from '../../mocks/scenarios';

// Every test file, in either vitest project: the fake backend on MSW, fresh for each test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  resetDb();
  setScenario(null);
});
afterAll(() => server.close());
