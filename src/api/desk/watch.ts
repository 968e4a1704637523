/**
 * The desk's watch (php-contract/desk.ts, "The watch"): what arrived since this tab's last check, which leads
 * this staff member has not seen on any device, and this device's push subscription and quiet hours. Only
 * the desk's chunks import this: a build without a desk carries none of it.
 */
import { deskCalls, type DeskNews, type DeskPush, type DeskUnseen, type DeskUnseenCounts } from '@contract';
import { callEndpoint, ensureSuccess, readWire } from '../http';
import type { CallTexts } from '../texts/call-texts';
import { deskTexts } from '../texts/desk-calls';
import type { LeadRef } from './desk';

/**
 * The watch's query keys: here, not in desk-keys.ts, which the lead pages load; apart from deskKeys.all, so
 * a desk write does not make the tab check again.
 */
export const watchKeys = {
  news: () => ['deskWatch', 'news'] as const,
  unseen: () => ['deskWatch', 'unseen'] as const,
  push: () => ['deskWatch', 'push'] as const,
};

/** The most leads one call marks seen (the desk's limit). */
export const SEEN_PER_CALL = 500;

const { getDeskNews, listDeskUnseen, markDeskSeen, getDeskPush, saveDeskPush, deleteDeskPush, saveDeskQuiet } = deskCalls;

type Entry = (typeof deskCalls)[keyof typeof deskCalls];

async function call<T>(entry: Entry, texts: CallTexts, request: Parameters<typeof callEndpoint>[2]): Promise<T> {
  const body = await callEndpoint(entry, texts, request);
  ensureSuccess(body, texts);
  return readWire(entry.response, body, texts) as T;
}

/** What arrived after `since` (the last reply's `seq`); the first call of a tab sends none and hears of nothing. */
export const fetchNews = (since: number | undefined, signal?: AbortSignal) =>
  call<DeskNews>(getDeskNews, deskTexts.news, { query: { since }, signal });

export const fetchUnseen = (signal?: AbortSignal) => call<DeskUnseen>(listDeskUnseen, deskTexts.unseen, { signal });

export const markSeen = async (leads: readonly LeadRef[]): Promise<DeskUnseenCounts> =>
  (await call<{ unseen: DeskUnseenCounts }>(markDeskSeen, deskTexts.seen, { body: { leads } })).unseen;

export const fetchPush = (signal?: AbortSignal) => call<DeskPush>(getDeskPush, deskTexts.push, { signal });

/** The desk's own sentence for a change it made ("Quiet hours saved."). */
const saved = async (entry: Entry, texts: CallTexts, body: object): Promise<string | null> =>
  (await call<{ message: string | null }>(entry, texts, { body })).message;

export const savePush = (subscription: PushSubscriptionJSON) => saved(saveDeskPush, deskTexts.savePush, subscription);

export const deletePush = (endpoint: string) => saved(deleteDeskPush, deskTexts.deletePush, { endpoint });

/** 'HH:MM' both, or '' both for none. */
export const saveQuiet = (from: string, to: string) => saved(saveDeskQuiet, deskTexts.quiet, { from, to });
