import { useSyncExternalStore } from 'react';
import { BASKET_KEY as KEY } from './basket-key';

/**
 * The enquiry basket: the parts a customer collects from the catalogue to ask about in one go. Kept in
 * localStorage, so it survives a closed tab, a change of language and a visit with no network; it holds
 * part names and quantities only (the contact details stay in the enquiry form's own draft). Every tab
 * sees the same basket (the `storage` event). This module is what the catalogue's "Add to enquiry" button
 * and the header's count load, so it stays small: the basket panel and its sending are the enquiry page's
 * (basket-panel.tsx, loaded with it).
 */
export interface BasketLine {
  /** Stable per line, for React keys and labels. */
  id: string;
  partName: string;
  /** As typed, so a half-typed number is not corrected under the customer's fingers; checked when sent. */
  quantity: string;
  /** Set once the line was part of a send: its place in the request, kept when sent again after a refusal. */
  index?: number;
  /** The backend's refusal of this line, shown beside it until the line is changed or sent. */
  error?: string;
}

export interface Basket {
  lines: BasketLine[];
  /**
   * The request's client reference (src/lib/client-ref.ts), fixed at its first send, so the lines a
   * refusal left behind go out later under the same reference; with `total`, the request's size.
   */
  ref?: string;
  total?: number;
  /**
   * Lines of this request already sent, with the number the backend gave each (null: kept in the outbox,
   * as the item `outbox`, whose own reply gives the number once it goes out).
   */
  sent?: { partName: string; quantity: string; id: number | null; outbox?: string }[];
}

const EMPTY: Basket = { lines: [] };

let cached: { raw: string | null; basket: Basket } = { raw: null, basket: EMPTY };
let announcement = '';
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function storedText(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** The basket as stored; anything unreadable is an empty basket rather than a crash. */
export function readBasket(): Basket {
  const raw = storedText();
  if (raw === cached.raw) return cached.basket;
  let basket = EMPTY;
  try {
    const parsed = JSON.parse(raw ?? 'null') as Basket | null;
    if (parsed && Array.isArray(parsed.lines)) basket = parsed;
  } catch {
    // Left empty.
  }
  cached = { raw, basket };
  return basket;
}

/** Stores the basket as `change` makes it from the current one. */
export function updateBasket(change: (basket: Basket) => Basket): void {
  const next = change(readBasket());
  const raw = next.lines.length === 0 && !next.sent?.length ? null : JSON.stringify(next);
  cached = { raw, basket: raw === null ? EMPTY : next };
  try {
    if (raw === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, raw);
  } catch {
    // A full or blocked storage keeps the basket for this page only.
  }
  notify();
}

const lineId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * Adds a part (from the catalogue, or a name the customer typed): a part already in the basket gets one
 * more instead of a second line (or, with `more: false`, stays as it is). Answers the part's quantity now in the basket, for the announcement.
 */
export function addToBasket(partName: string, { more = true } = {}): number {
  const name = partName.trim();
  let quantity = 1;
  updateBasket((basket) => {
    const same = basket.lines.find((line) => line.partName.toLowerCase() === name.toLowerCase());
    if (!same) return { ...basket, lines: [...basket.lines, { id: lineId(), partName: name, quantity: '1' }] };
    if (!more) return basket;
    quantity = (Number.parseInt(same.quantity, 10) || 0) + 1;
    return {
      ...basket,
      lines: basket.lines.map((line) => (line === same ? { ...line, quantity: String(quantity), error: undefined } : line)),
    };
  });
  return quantity;
}

export const setLineQuantity = (id: string, quantity: string) =>
  updateBasket((basket) => ({
    ...basket,
    lines: basket.lines.map((line) => (line.id === id ? { ...line, quantity, error: undefined } : line)),
  }));

/** A line the outbox gives back after the backend refused it, with the refusal beside it. */
export const restoreLine = (partName: string, quantity: string, error: string) =>
  updateBasket((basket) => ({ ...basket, lines: [...basket.lines, { id: lineId(), partName, quantity, error }] }));

export const removeLine = (id: string) => updateBasket((basket) => ({ ...basket, lines: basket.lines.filter((line) => line.id !== id) }));

/** What the header's live region says after an add (polite), set by the button that added. */
export function announce(text: string): void {
  announcement = text;
  notify();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === KEY) notify();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The basket, kept up to date in this tab and from others. The server render and hydration see it empty. */
export const useBasket = () => useSyncExternalStore(subscribe, readBasket, () => EMPTY);

/** The latest add's words, for the live region. */
export const useBasketAnnouncement = () =>
  useSyncExternalStore(
    subscribe,
    () => announcement,
    () => '',
  );
