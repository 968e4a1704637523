import { requestEarly } from '../api/early-replies';
import { assetUrl } from '../config/urls';

/**
 * A page with a one-record call (src/config/public-pages.ts, `record`) runs this inline in its HTML
 * (./early-record-script.ts, compiled by build/early-script.ts), before any of the app's files arrive:
 * it requests the record (`?id=` the number ending the path, as the page reads it) and, once the
 * record is in, the record's picture (`image`, the page's largest paint), and shows the picture in the
 * page's loading state until the page is drawn. The app's own request for the record is answered from
 * this reply (src/api/http.ts), so the backend is called once. Inline, the record's request leaves
 * with the HTML instead of after a script file; measured in docs/decisions.md.
 */
export function startEarlyRecord(recordUrl: string, pathname: string): void {
  const id = /^\/[^/]+\/(\d+)\/?$/.exec(pathname)?.[1];
  if (!id || Number(id) <= 0) return;
  requestEarly(`${recordUrl}?id=${Number(id)}`)
    .then(({ status, body }) => {
      const reply: unknown = status === 200 ? JSON.parse(body) : null;
      // An envelope's data (blog_posts.php) or the bare record (parts.php?id=).
      const record: unknown = typeof reply === 'object' && reply !== null && 'data' in reply ? reply.data : reply;
      const image = typeof record === 'object' && record !== null && 'image' in record ? record.image : null;
      const href = assetUrl(image);
      if (!href) return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'image');
      link.setAttribute('fetchpriority', 'high');
      link.href = href;
      document.head.append(link);
      // The page's loading state keeps a place for it (src/app/router.tsx, EarlyPicture); once the app
      // has drawn the page, the place is gone and the page shows the picture itself.
      const place = document.querySelector('[data-early-picture]');
      if (!place || place.hasChildNodes()) return;
      const picture = document.createElement('img');
      picture.alt = '';
      picture.decoding = 'async';
      picture.setAttribute('fetchpriority', 'high');
      picture.addEventListener('error', () => picture.remove());
      picture.src = href;
      place.append(picture);
    })
    // A reply that is not a record gives no hint; the app reports it when it reads the reply.
    .catch(() => {});
}
