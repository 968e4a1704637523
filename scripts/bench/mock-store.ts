/**
 * The fake backend's handlers and their store, loaded together (one module instance) so the bench
 * can serve them over HTTP with scripts/mock-backend-server.ts and reseed the same store in between.
 * Loaded through Vite's module runner by scripts/bench/servers.mjs, since the handlers read import.meta.env.
 */
import { resetDb, seedTable, type Row } from '../../mocks/db';
import { handlers } from '../../mocks/handlers';

export { handlers };

export function replaceParts(parts: Row[]): void {
  seedTable('parts', parts);
}

export function reset(): void {
  resetDb();
}
