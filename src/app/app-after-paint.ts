/**
 * A page the server drew with its record (server/record.php), or one the build drew whole
 * (build/route-pages.ts), needs none of the app's code to show it. Its HTML names that code in
 * `<meta name="app-code">` (the entry, then the modules it imports)
 * instead of loading it with the HTML; this loads it once the page, its picture included, has painted,
 * so that on a phone's link the record and its picture come first. The app then takes the page over
 * (src/main.tsx). A picture slow to arrive holds the code back for a few seconds at most.
 */
const LONGEST_WAIT_MS = 3000;

export function loadAppAfterPaint(): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const [entry, ...modules] = document.querySelector<HTMLMetaElement>('meta[name="app-code"]')?.content.split(' ').filter(Boolean) ?? [];
    if (!entry) return;
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // The frame after the load event is the one that shows the picture.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  if (document.readyState === 'complete') afterPaint();
  else {
    window.addEventListener('load', afterPaint, { once: true });
    document.addEventListener('DOMContentLoaded', () => setTimeout(start, LONGEST_WAIT_MS), { once: true });
  }
}
