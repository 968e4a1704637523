/**
 * The script a route page with a one-record call (src/app/public-pages.ts, `record`) runs from
 * its HTML, before the app: it requests the record (`?id=` the number ending the path, as the page
 * reads it) and, once the record is in, the record's picture (`data.image`, the page's largest
 * paint), so both download while the app's code does. The app's own request for the record is
 * answered from this reply (src/api/early-replies.ts), so the backend is called once.
 *
 * A file of its own, not inline code (the CSP allows no inline scripts), and plain JavaScript that
 * must stay small and self-contained: the picture's URL is built as `assetUrl` (src/lib/urls.ts)
 * builds it for a stored path or an http(s) URL; anything else gets no hint and waits for the app.
 */
export function earlyRecordScript(recordUrl: string, assetHost: string): string {
  return `(() => {
  const id = /^\\/[^/]+\\/(\\d+)\\/?$/.exec(location.pathname)?.[1];
  if (!id || Number(id) <= 0) return;
  const url = ${JSON.stringify(`${recordUrl}?id=`)} + Number(id);
  const reply = fetch(url, { headers: { Accept: 'application/json' } }).then(async (response) => ({
    status: response.status,
    statusText: response.statusText,
    headers: Object.fromEntries(response.headers),
    body: await response.text(),
  }));
  (window.__earlyReplies ??= new Map()).set(url, reply);
  reply
    .then(({ status, body }) => {
      const record = status === 200 ? JSON.parse(body) : null;
      // An envelope's data (blog_posts.php) or the bare record (parts.php?id=).
      const image = (record?.data ?? record)?.image;
      const path = typeof image === 'string' ? image.trim() : '';
      if (!/^(https?:\\/\\/|\\/?[\\w.-]+\\/)[^\\s"'<>\\\\]*$/.test(path) || path.startsWith('//')) return;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'image');
      link.setAttribute('fetchpriority', 'high');
      link.href = /^https?:/.test(path) ? path : ${JSON.stringify(assetHost)} + '/' + path.replace(/^\\.?\\//, '');
      document.head.append(link);
    })
    .catch(() => {});
})();
`;
}
