/** Types for scripts/staff-volume.mjs (used by the e2e specs and the bench). */
type Row = Record<string, unknown> & { id: number };
export interface StaffVolume {
  parts: Row[];
  inquiries: Row[];
  buy_leads: Row[];
}
export const VOLUME_FIRST_ID: number;
export const VOLUME: { parts: number; records: number };
export function makeStaffVolume(options?: { parts?: number; records?: number; now?: Date; firstId?: number }): StaffVolume;
export function bulkRows(dataDir: string, ops: { insert?: Partial<StaffVolume>; deleteFromId?: Record<string, number> }): string;
export function seedPhpVolume(dataDir: string, volume?: StaffVolume): string;
export function removePhpVolume(dataDir: string): string;
