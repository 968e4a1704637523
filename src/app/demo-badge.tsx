import { DEMO_SCENARIO_KEY } from '../config/env';

/** Tells whoever is looking that the data is the built-in demo, and how to start it over. */
export function DemoBadge() {
  const scenario = window.sessionStorage.getItem(DEMO_SCENARIO_KEY);
  return (
    <aside className="demo-badge" aria-label="Demo mode">
      <span>Demo data{scenario ? ` · scenario: ${scenario}` : ''}</span>
      <a href="?reset-demo&scenario=none">Reset</a>
    </aside>
  );
}
