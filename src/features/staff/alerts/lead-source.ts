import type { ComponentType, ReactNode } from 'react';
import type { Role } from '../roles';
import type { Lead } from '../shared/lead-columns';
import type { LeadKind } from './seen';

/** Which open leads of a kind are new to the staff member, as it stood when asked (absent before it is known). */
export type Fresh = Partial<Record<LeadKind, (id: number) => boolean>>;

/** Where the counts and the rows' marks come from: this browser's own check, or the desk's (desk/desk-watch.tsx). */
export interface LeadSource {
  counts: Record<LeadKind, number>;
  fresh: Fresh;
  /** The staff member has looked at these open leads (a list on screen, a lead's page). */
  look: (kind: LeadKind, ids: Iterable<number>) => void;
}

/**
 * What the desk's watch tells the frame: `source` null when the desk does not watch (no watcher's login) or
 * cannot be reached, so the browser checks, undefined before its first answer; its panel for the top of the
 * page and its settings for the sidebar.
 */
export interface DeskAlerts {
  source: LeadSource | null | undefined;
  panel?: ReactNode;
  settings?: ReactNode;
  /** The follow-ups due today or overdue, for the sidebar's count. */
  followUps?: number;
}

/** Tells the staff member of leads that arrived: a toast each, a desktop notification, the chime. */
export type Announce = (kind: LeadKind, leads: Pick<Lead, 'id' | 'name' | 'partName'>[]) => void;

/** The desk's watch, loaded by the frame only in a build with a desk. */
export type DeskWatch = ComponentType<{ role: Role; announce: Announce; onChange: (alerts: DeskAlerts) => void }>;
