import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppRunningContext } from './app-running';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';

/**
 * `hydrating`: the app's first render takes over the page's prerendered HTML (src/main.tsx). It
 * renders what the HTML shows, then the page's own content in the background (a transition).
 */
export function App({ hydrating = false }: { hydrating?: boolean }) {
  const [queryClient] = useState(createQueryClient);
  const [running, setRunning] = useState(!hydrating);
  useEffect(() => {
    if (!running) startTransition(() => setRunning(true));
  }, [running]);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRunningContext value={running}>
          <AppRoutes />
        </AppRunningContext>
      </BrowserRouter>
    </QueryClientProvider>
  );
}
