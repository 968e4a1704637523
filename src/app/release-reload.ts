/**
 * A release copied over the old one removes the old build's files. A tab opened before it still
 * asks for them when it opens a page it has not shown yet: that chunk is gone (a 404). The page is
 * then reloaded once, which fetches the new release's HTML and code for the same URL; form drafts
 * survive a reload. If the code still cannot be loaded right after that reload, the failure is real
 * and the error page shows, rather than reloading for ever.
 */
const KEY = 'truck-parts-release-reload';
/** A second failure on the same URL within this time after a reload is not a stale release. */
const GUARD_MS = 60_000;

let reloading = false;

/** Messages of a failed dynamic import (Chromium, Firefox, Safari) or of Vite's preload of its files. */
const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS|error loading dynamically imported module/i;

export const isChunkLoadError = (error: unknown): boolean => error instanceof Error && CHUNK_FAILURE.test(error.message);

function reloadedRecently(url: string): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { url?: unknown; at?: unknown } | null;
    return last?.url === url && typeof last.at === 'number' && Date.now() - last.at < GUARD_MS;
  } catch {
    return false;
  }
}

/**
 * Reloads the page for a stale release, unless this URL was just reloaded for that. True when a
 * reload is under way (the caller shows the loading state, not the error page).
 */
export function reloadForNewRelease(): boolean {
  if (reloading) return true;
  const url = window.location.href;
  if (reloadedRecently(url)) return false;
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ url, at: Date.now() }));
  } catch {
    // Without storage there is no guard against a loop: show the error page instead.
    return false;
  }
  reloading = true;
  window.location.reload();
  return true;
}

/**
 * Vite reports a file it could not preload or import for a dynamic import (the page's code, the HTTP
 * client, the 3D viewer). The error still reaches the caller, which shows its loading state while
 * the reload is under way (src/app/route-error.tsx).
 */
export function reloadOnPreloadError(): void {
  window.addEventListener('vite:preloadError', () => {
    // Offline, a missing file is the connection, not a release, and a reload would only lose the page:
    // the caller copes (a public form's rules and sending code are then skipped or kept in the outbox).
    if (navigator.onLine === false) return;
    reloadForNewRelease();
  });
}
