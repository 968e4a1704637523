/**
 * A signal that aborts when any of the given ones does, with the first one's reason.
 * `AbortSignal.any` would do, but Safari before 17.4 and Chrome before 116 lack it (see package.json's
 * browserslist); this works everywhere AbortController does. The listeners go with the combined signal.
 */
export function anySignal(signals: readonly AbortSignal[]): AbortSignal {
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true, signal: controller.signal });
  }
  return controller.signal;
}
