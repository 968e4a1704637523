/**
 * Notes left waiting by an earlier page of the tab (src/features/staff/desk/lead-desk-outbox.ts) are sent when any
 * staff page loads, not only a lead's: a staff member who wrote a note offline and reloaded on a list still has it
 * reach the desk.
 */
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { staffCredentials } from '../../../src/api/staff-credentials';
import { staffPaths } from '../../../src/features/staff/roles';
import { renderRoute } from '../../support/render';
import { adminRole, db, recordRequests } from './helpers';

vi.mock('../../../src/config/env', async (original) => {
  const actual = await original<typeof import('../../../src/config/env')>();
  return { ...actual, env: { ...actual.env, desk: 'on' } };
});

describe('the notes outbox after a reload', () => {
  it('sends a note waiting in the tab once a list page loads', async () => {
    staffCredentials.adopt(adminRole.loginScript, `Basic ${btoa('admin@example.com:admin12345')}`);
    const note = {
      kind: 'inquiries',
      id: 2,
      type: 'note',
      text: 'Left waiting before the reload',
      key: 'k'.repeat(32),
      at: new Date().toISOString(),
    };
    window.sessionStorage.setItem('deskOutbox', JSON.stringify([note]));
    const sent = recordRequests('post', 'note');
    renderRoute(staffPaths(adminRole).inquiries(), { as: 'admin' });
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 10_000 });
    await waitFor(() => expect(db.all('desk_notes').filter((row) => row.text === note.text)).toHaveLength(1), { timeout: 10_000 });
    await waitFor(() => expect(window.sessionStorage.getItem('deskOutbox')).toBeNull());
  });
});
