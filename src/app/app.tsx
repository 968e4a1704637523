import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { env } from '../config/env';
import { DemoBadge } from './demo-badge';
import { createQueryClient } from './query-client';
import { AppRoutes } from './router';

/** `demoBackendStarted`: false when the demo build's fake backend could not start (src/main.tsx). */
export function App({ demoBackendStarted = true }: { demoBackendStarted?: boolean }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      {env.mocking ? <DemoBadge started={demoBackendStarted} /> : null}
    </QueryClientProvider>
  );
}
