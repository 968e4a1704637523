import { startTransition, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRunningContext } from './app-running';
import { AppRoutes } from './router';

/**
 * `hydrating`: the app's first render takes over the page's prerendered HTML (src/main.tsx). It
 * renders what the HTML shows, then the page's own content in the background (a transition).
 * The query client comes with the pages that use it (./query-root.tsx, by way of the router).
 */
export function App({ hydrating = false }: { hydrating?: boolean }) {
  const [running, setRunning] = useState(!hydrating);
  useEffect(() => {
    if (!running) startTransition(() => setRunning(true));
  }, [running]);
  return (
    <BrowserRouter>
      <AppRunningContext value={running}>
        <AppRoutes />
      </AppRunningContext>
    </BrowserRouter>
  );
}
