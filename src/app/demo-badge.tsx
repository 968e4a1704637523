import { DEMO_SCENARIO_KEY } from '../config/env';

/**
 * Tells whoever is looking that the data is the built-in demo, and how to start it over; or, when
 * the demo backend could not start in this browser, that there is no demo data and why.
 */
export function DemoBadge({ started = true }: { started?: boolean }) {
  const scenario = window.sessionStorage.getItem(DEMO_SCENARIO_KEY);
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
