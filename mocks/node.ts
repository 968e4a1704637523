/** The fake backend for tests: the same handlers behind MSW's node interceptor. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
