/**
 * Resolves in a task of its own: the work after it does not lengthen the task before it, so a slow
 * phone's main thread is never held for long at a time (Total Blocking Time).
 */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
