import { describe, expect, it } from 'vitest';
import { anySignal } from './abort';

describe('anySignal', () => {
  it('aborts when any of its signals aborts, with that signal’s reason', () => {
    const first = new AbortController();
    const second = new AbortController();
    const combined = anySignal([first.signal, second.signal]);
    expect(combined.aborted).toBe(false);
    second.abort('deadline');
    expect(combined.aborted).toBe(true);
    expect(combined.reason).toBe('deadline');
    first.abort('later');
    expect(combined.reason).toBe('deadline');
  });

  it('is aborted at once when a signal already is', () => {
    const done = new AbortController();
    done.abort('gone');
    const combined = anySignal([new AbortController().signal, done.signal]);
    expect(combined.aborted).toBe(true);
    expect(combined.reason).toBe('gone');
  });

  it('never aborts with no signal that does', () => {
    expect(anySignal([]).aborted).toBe(false);
    expect(anySignal([new AbortController().signal]).aborted).toBe(false);
  });

  it('does not rely on AbortSignal.any, which older browsers lack', () => {
    const native = Object.getOwnPropertyDescriptor(AbortSignal, 'any');
    delete (AbortSignal as { any?: unknown }).any;
    try {
      const source = new AbortController();
      const combined = anySignal([source.signal]);
      source.abort('stop');
      expect(combined.reason).toBe('stop');
    } finally {
      if (native) Object.defineProperty(AbortSignal, 'any', native);
    }
  });
});
