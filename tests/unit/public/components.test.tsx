import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ImageWithFallback } from '../../../src/components/image-with-fallback';
import { LoadError } from '../../../src/components/load-error';
import { SLOW_AFTER_MS, Spinner } from '../../../src/components/spinner';
import { useDebouncedValue } from '../../../src/features/catalog/use-debounced-value';

afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('settles on the last value once it has stopped changing for the delay', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), { initialProps: { value: 'a' } });
    rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(200));
    rerender({ value: 'abc' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('abc');
  });
});

describe('ImageWithFallback', () => {
  it("shows 'No Image' for a missing source", () => {
    render(<ImageWithFallback src={null} alt="Part" />);
    expect(screen.getByText('No Image')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('starts loading again when the source changes after a failure', () => {
    const { rerender } = render(<ImageWithFallback src="/a.png" alt="Part" />);
    fireEvent.error(screen.getByRole('img', { name: 'Part' }));
    expect(screen.getByText('Image Not Found')).toBeInTheDocument();
    rerender(<ImageWithFallback src="/b.png" alt="Part" />);
    const image = screen.getByRole('img', { name: 'Part' });
    expect(image).toHaveAttribute('src', '/b.png');
    expect(image.parentElement).toHaveAttribute('aria-busy', 'true');
    fireEvent.load(image);
    expect(image.parentElement).not.toHaveAttribute('aria-busy');
  });

  it('passes size and class to the frame and image, and loads lazily unless it is the priority image', () => {
    const { unmount } = render(<ImageWithFallback src="/a.png" alt="" className="thumb" width={40} height={30} />);
    const image = document.querySelector('img')!;
    expect(image).toHaveAttribute('width', '40');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image.parentElement).toHaveClass('img-frame', 'thumb');
    unmount();
    render(<ImageWithFallback src="/b.png" alt="" priority />);
    expect(document.querySelector('img')).toHaveAttribute('loading', 'eager');
    expect(document.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  });
});

describe('Spinner', () => {
  it('says the connection is slow once loading has taken a few seconds', () => {
    vi.useFakeTimers();
    render(<Spinner label="Loading parts..." />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(/^Loading parts\.\.\.$/);
    act(() => vi.advanceTimersByTime(SLOW_AFTER_MS - 1));
    expect(screen.queryByText('Still loading, the connection is slow.')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(status).toHaveTextContent('Loading parts...Still loading, the connection is slow.');
  });
});

describe('LoadError', () => {
  it("shows the message as an alert of its own and calls back on Retry; 'Retrying...' while it runs", () => {
    const retry = vi.fn();
    const { rerender } = render(<LoadError message="Failed to load parts" onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to load parts$/);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
    rerender(<LoadError message="Failed to load parts" onRetry={retry} retrying />);
    expect(screen.getByRole('button', { name: 'Retrying...' })).toBeDisabled();
  });
});
