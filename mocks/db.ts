/**
 * The fake backend's store: the tables a PHP + MySQL backend would have, seeded with realistic rows,
 * and the lead desk's (desk_*: server/desk.php's store, mocks/handlers/desk-routes.ts), seeded relative
 * to the day it starts so that demo mode has follow-ups due today and overdue.
 * In the browser it is persisted to localStorage so a demo survives reloads; `resetDb` starts over.
 */
import { deskSeed } from './seed/desk-seed';
import seed from './seed/seed.json';

export type Row = Record<string, unknown> & { id: number };
export type TableName =
  | 'categories'
  | 'parts'
  | 'inquiries'
  | 'buy_leads'
  | 'blog_posts'
  | 'brochures'
  | 'users'
  | 'files'
  | 'desk_leads'
  | 'desk_notes'
  | 'desk_templates'
  | 'desk_arrivals'
  | 'desk_watch'
  | 'desk_staff'
  | 'desk_seen'
  | 'desk_pushed'
  | 'desk_subscriptions';
type Tables = Record<TableName, Row[]>;

const STORAGE_KEY = 'truck-parts-demo-db-v1';

const seeded = (): Tables => ({
  files: [],
  ...clone(seed as unknown as Omit<Tables, 'files' | keyof ReturnType<typeof deskSeed>>),
  ...deskSeed(new Date()),
});
let tables: Tables = seeded();
let storage: Storage | null = null;

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Keeps the store in `store` (the browser's localStorage) from now on, loading what it holds. */
export function persistTo(store: Storage): void {
  storage = store;
  try {
    const saved = store.getItem(STORAGE_KEY);
    if (saved) tables = { ...seeded(), ...(JSON.parse(saved) as Partial<Tables>) };
  } catch {
    tables = seeded();
  }
}

function persist(): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(tables));
  } catch {
    // A full or disabled storage only costs persistence across reloads.
  }
}

export function resetDb(): void {
  tables = seeded();
  storage?.removeItem(STORAGE_KEY);
}

/** Replaces a table's rows (tests use this to seed edge cases, e.g. 5,000 parts). */
export function seedTable(name: TableName, rows: Row[]): void {
  tables[name] = clone(rows);
  persist();
}

export const all = (name: TableName): Row[] => tables[name];
export const find = (name: TableName, id: number): Row | undefined => tables[name].find((row) => row.id === id);

export function insert(name: TableName, values: Record<string, unknown>): Row {
  const id = tables[name].reduce((max, row) => Math.max(max, row.id), 0) + 1;
  const row = { ...values, id };
  tables[name].push(row);
  persist();
  return row;
}

/** Inserts many rows with one write of the store (the watch's first look at 10,000 open leads). */
export function insertAll(name: TableName, values: Record<string, unknown>[]): Row[] {
  if (values.length === 0) return [];
  let id = tables[name].reduce((max, row) => Math.max(max, row.id), 0);
  const rows = values.map((value) => ({ ...value, id: ++id }));
  tables[name].push(...rows);
  persist();
  return rows;
}

/** Keeps rows changed in place (the watch's open marks on every arrival) with one write of the store. */
export const save = (): void => persist();

export function update(name: TableName, id: number, values: Record<string, unknown>): Row | undefined {
  const row = find(name, id);
  if (!row) return undefined;
  Object.assign(row, values, { id });
  persist();
  return row;
}

export function remove(name: TableName, id: number): boolean {
  const before = tables[name].length;
  tables[name] = tables[name].filter((row) => row.id !== id);
  persist();
  return tables[name].length < before;
}

/** A MySQL-style timestamp for now: "2026-11-22 14:03:11". */
export function nowDateTime(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
}

/** What PDO + MySQL hands PHP: every number becomes a string. */
export function asPhpRow(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, typeof value === 'number' ? String(value) : value]));
}
