/**
 * The fake backend's handlers and their store, loaded together (one module instance) so the bench
 * can serve them over HTTP with scripts/mock-backend-server.ts and reseed the same store in between.
 * Loaded through Vite's module runner by scripts/bench/servers.ts, since the handlers read import.meta.env.
 */
import { resetDb, seedTable, type Row } from '../../mocks/db';
import { handlers } from '../../mocks/handlers';

export { handlers };

export function replaceParts(parts: Row[]): void {
  seedTable('parts', parts);
}

type Seeded =
  | 'parts'
  | 'inquiries'
  | 'buy_leads'
  | 'desk_leads'
  | 'desk_notes'
  | 'desk_arrivals'
  | 'desk_watch'
  | 'desk_pushed'
  | 'desk_staff'
  | 'desk_seen';

/** Replaces whole tables, e.g. the staff lists' volume (scripts/staff-volume.ts) and its desk (mocks/desk-volume.ts). */
export function seedTables(tables: Partial<Record<Seeded, Row[]>>): void {
  for (const [name, rows] of Object.entries(tables)) seedTable(name as Seeded, rows);
}

export function reset(): void {
  resetDb();
}
