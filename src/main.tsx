import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { env } from './config/env';
import './styles.css';

async function start() {
  if (env.mocking) {
    // The fake backend is loaded only when it is on, so production bundles never run it.
    const { startMockBackend } = await import('../mocks/browser');
    await startMockBackend();
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
