import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../support/render';

// The catalogue page fails as a broken deploy would make it fail: it throws while rendering.
vi.mock('../../src/features/catalog/catalog-page', () => ({
  default: () => {
    throw new Error('the catalogue page is broken');
  },
}));

afterEach(() => vi.restoreAllMocks());

describe('a page that fails', () => {
  it('shows a way out instead of a blank page, and another page works again', async () => {
    // React reports the caught error on the console; what the visitor sees is under test here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { navigate } = renderRoute('/catalog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    // Back or forward to another page (or any other navigation) leaves the error behind.
    await navigate('/blog');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});
