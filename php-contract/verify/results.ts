/** What verify reports: a result per check, and the run's counts (the backend's and the lead desk's checks alike). */
import type { DeskEndpointId } from '../desk';
import type { Endpoint, EndpointId } from '../endpoints';

export type Outcome = 'PASS' | 'FAIL' | 'SKIP';

export interface EntryResult {
  entry: EndpointId | DeskEndpointId;
  /** Which of several checks of one entry (e.g. the `brochure` and `image` uploads). */
  variant?: string;
  method: string;
  /** Script and query, relative to the base. */
  path: string;
  status: number | null;
  result: Outcome;
  /** What differs from the contract: any problem fails the entry. */
  problems: string[];
  /** Worth knowing, but the client copes. */
  notes: string[];
}

export interface VerifyReport {
  base: string;
  writes: boolean;
  passed: number;
  failed: number;
  skipped: number;
  results: EntryResult[];
  /** Records verify created but could not remove. */
  leftovers: string[];
  /** Verify's own failures (a step that threw); any makes the run fail. */
  errors: string[];
}

/** A check about to run: a failure until it is judged (a request that throws stays one). */
export const pendingResult = (entry: EndpointId | DeskEndpointId, method: string, path: string, variant?: string): EntryResult => ({
  entry,
  ...(variant ? { variant } : {}),
  method,
  path,
  status: null,
  result: 'FAIL',
  problems: [],
  notes: [],
});

/** An entry's check that did not run, and why. */
export const skippedResult = (entry: Endpoint, reason: string, variant?: string): EntryResult => ({
  entry: entry.id as EndpointId | DeskEndpointId,
  ...(variant ? { variant } : {}),
  method: entry.method,
  path: `/${entry.script}`,
  status: null,
  result: 'SKIP',
  problems: [],
  notes: [reason],
});

/** A run's results, counted. */
export const reportOf = (
  { base, writes, results }: Pick<VerifyReport, 'base' | 'writes' | 'results'>,
  leftovers: string[],
  errors: string[],
): VerifyReport => ({
  base,
  writes,
  passed: results.filter((result) => result.result === 'PASS').length,
  failed: results.filter((result) => result.result === 'FAIL').length,
  skipped: results.filter((result) => result.result === 'SKIP').length,
  results,
  leftovers,
  errors,
});
