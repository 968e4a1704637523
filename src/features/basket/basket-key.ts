/**
 * Where the basket is kept (basket-store.ts), on its own so the site header can ask whether there is one
 * without loading the basket's code: the home page's first load stays without it.
 */
export const BASKET_KEY = 'truck-parts-basket';

export function hasStoredBasket(): boolean {
  try {
    return localStorage.getItem(BASKET_KEY) !== null;
  } catch {
    return false;
  }
}
