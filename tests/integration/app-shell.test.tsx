import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { roleList, staffPaths } from '../../src/features/staff/roles';
import { renderRoute } from '../support/render';

describe('app shell', () => {
  it('shows the not-found page for an unknown address', async () => {
    renderRoute('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it.each(roleList.map((role) => [role.id, role] as const))(
    'sends %s routes without the session flag to the login page',
    async (_id, role) => {
      const { location } = renderRoute(staffPaths(role).parts);
      // The first visit loads the staff code: allow for a cold import on a busy machine.
      await screen.findByRole('heading', { name: `${role.label} Login` }, { timeout: 10_000 });
      expect(location().pathname).toBe(role.loginPaths[0]);
    },
  );
});
