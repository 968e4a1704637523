import { useLayoutEffect } from 'react';
import { DEMO_SCENARIO_KEY } from '../config/env';

/**
 * Tells whoever is looking that the data is the built-in demo, and how to start it over; or, when
 * the demo backend could not start in this browser, that there is no demo data and why.
 */
export function DemoBadge({ started = true }: { started?: boolean }) {
  const scenario = window.sessionStorage.getItem(DEMO_SCENARIO_KEY);
  // The page keeps room for the badge at its end (site.css), so it never covers the last line.
  useLayoutEffect(() => {
    document.documentElement.classList.add('demo-mode');
    return () => document.documentElement.classList.remove('demo-mode');
  }, []);
  return (
    <aside className="demo-badge" aria-label="Demo mode">
      {started ? (
        <>
          <span>Demo data{scenario ? ` · scenario: ${scenario}` : ''}</span>
          <a href="?reset-demo&scenario=none">Reset</a>
        </>
      ) : (
        <span role="alert">No demo data: this browser did not start the demo backend</span>
      )}
    </aside>
  );
}
