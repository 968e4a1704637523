import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Notice } from '../shared/notice';

/**
 * Going from a list to a form and back: the link carries the list view it left (its address with
 * search, filter, sort and page) and the row it touches; the form returns there with its notice,
 * and the list highlights that row.
 */
interface ReturnState {
  returnTo?: string;
  touched?: number | string;
}

const readState = (state: unknown): ReturnState => (typeof state === 'object' && state !== null ? (state as ReturnState) : {});

/** Link state for a link that leaves the current list view for a form about `touched` (omit for a new record). */
export function useListReturnState() {
  const location = useLocation();
  const returnTo = location.pathname + location.search;
  return useCallback((touched?: number | string): ReturnState => ({ returnTo, touched }), [returnTo]);
}

/** The row a form just touched, handed back to the list by navigation state. */
export const touchedRow = (state: unknown) => readState(state).touched ?? null;

/** Back to the list view the form was opened from (or `fallback`), carrying a notice and the touched row. */
export function useBackToList(fallback: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const { returnTo, touched } = readState(location.state);
  // Only a path inside this app's own area is followed (never an address taken from elsewhere).
  const target = returnTo && returnTo.startsWith(fallback) ? returnTo : fallback;
  return (notice?: Notice, row?: number | string) =>
    navigate(target, { state: { ...(notice ? { notice } : {}), touched: row ?? touched } });
}
