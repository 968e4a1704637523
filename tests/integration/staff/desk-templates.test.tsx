/** The customer's language on the staff side, the WhatsApp reply from its template, and admin's template editor. */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { staffPaths } from '../../../src/features/staff/roles';
import { renderRoute } from '../../support/render';
import { signInToDesk } from './desk-day-helpers';
import { inquiryRow } from './fixtures';
import { adminRole, db, networkDown, recordRequests, subadminRole } from './helpers';

vi.mock('../../../src/config/env', async (original) => {
  const actual = await original<typeof import('../../../src/config/env')>();
  return { ...actual, env: { ...actual.env, desk: 'on' } };
});

const SAVED_HINDI = 'राम राम {name} जी, {part} ({qty} पीस) का रेट भेज रहे हैं।';
const textOf = (link: HTMLElement) => new URL(link.getAttribute('href')!).searchParams.get('text');

/** An enquiry sent from the Hindi site (its reference line names the language), and a basket of two from the Gujarati one. */
function seedLeads() {
  db.seedTable('inquiries', [
    inquiryRow({
      id: 61,
      name: 'सुरेश यादव',
      phone: '+91 98250 12345',
      part_name: 'Clutch Cable',
      quantity: 3,
      message: 'जल्दी भेजिए।\n\nRef H4PK-7W · hi',
    }),
    inquiryRow({ id: 62, name: 'Kiran', part_name: 'Silencer', quantity: 2, message: 'Two trucks.\n\nRef K7Q2-MX · 1 of 2 · gu' }),
    inquiryRow({ id: 63, name: 'Kiran', part_name: 'Clutch plate', quantity: 1, message: 'Two trucks.\n\nRef K7Q2-MX · 2 of 2 · gu' }),
  ]);
}

describe("the customer's language", () => {
  it("shows a Hindi lead's language, and its WhatsApp reply opens with the desk's Hindi template, filled in", async () => {
    seedLeads();
    db.seedTable('desk_templates', [{ id: 1, lang: 'hi', text: SAVED_HINDI }]);
    signInToDesk(subadminRole);
    renderRoute(staffPaths(subadminRole).inquiry(61), { as: 'subadmin' });
    const info = await screen.findByRole('region', { name: 'Customer Information' });
    expect(within(info).getByText('हिन्दी')).toBeVisible();
    expect(within(info).getByText('Language:').closest('p')).toHaveTextContent(/Language:\s*हिन्दीHindi/);
    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    await waitFor(() =>
      expect(textOf(within(actions).getByRole('link', { name: /WhatsApp Customer/ }))).toBe(
        'राम राम सुरेश यादव जी, Clutch Cable (3 पीस) का रेट भेज रहे हैं।',
      ),
    );
  });

  it('answers a basket from the Gujarati site in Gujarati, every part with its quantity, from the list; the built-in template when the desk is unreachable', async () => {
    seedLeads();
    networkDown('get', 'desk/templates');
    signInToDesk(adminRole);
    renderRoute(staffPaths(adminRole).inquiries(), { as: 'admin' });
    const chats = await screen.findAllByRole('link', { name: 'WhatsApp Kiran (opens in a new tab)' });
    expect(chats.map(textOf)).toEqual([
      'નમસ્તે Kiran, Silencer × 2, Clutch plate × 1 (3 નંગ) માટે તમારી પૂછપરછ મળી ગઈ છે. ભાવ અને સ્ટોક હમણાં જણાવીએ છીએ.',
      'નમસ્તે Kiran, Silencer × 2, Clutch plate × 1 (3 નંગ) માટે તમારી પૂછપરછ મળી ગઈ છે. ભાવ અને સ્ટોક હમણાં જણાવીએ છીએ.',
    ]);
    expect(screen.getAllByText('ગુજરાતી')).toHaveLength(2);
    expect(textOf(screen.getByRole('link', { name: 'WhatsApp सुरेश यादव (opens in a new tab)' }))).toBe(
      'नमस्ते सुरेश यादव जी, Clutch Cable (3 पीस) के लिए आपकी पूछताछ मिल गई है। रेट और स्टॉक अभी बताते हैं।',
    );
  });
});

describe('the reply templates', () => {
  it('admin edits a language’s template on Follow-ups, saves it, and the reply opens with it', async () => {
    seedLeads();
    const puts = recordRequests('put', 'desk/templates');
    signInToDesk(adminRole);
    const { user, navigate } = renderRoute(staffPaths(adminRole).section('follow-ups'), { as: 'admin' });
    const panel = await screen.findByRole('region', { name: 'Reply templates' });
    expect(within(panel).getByText(/is the customer's name/)).toBeVisible();
    const hindi = await within(panel).findByRole('textbox', { name: 'Hindi (हिन्दी)' });
    expect(hindi).toHaveValue('नमस्ते {name} जी, {part} ({qty} पीस) के लिए आपकी पूछताछ मिल गई है। रेट और स्टॉक अभी बताते हैं।');
    expect(within(panel).getByRole('textbox', { name: 'English' })).toBeVisible();
    expect(within(panel).getByRole('textbox', { name: 'Gujarati (ગુજરાતી)' })).toBeVisible();

    await user.clear(hindi);
    await user.click(within(panel).getByRole('button', { name: 'Save the Hindi template' }));
    expect(await within(panel).findByText('Write the template before saving it.')).toBeVisible();
    expect(hindi).toHaveAccessibleDescription(expect.stringContaining('Write the template before saving it.'));
    expect(puts).toEqual([]);

    await user.type(hindi, SAVED_HINDI.replace(/[{]/g, '{{'));
    await user.click(within(panel).getByRole('button', { name: 'Save the Hindi template' }));
    expect(await within(panel).findByText('Template saved.')).toBeVisible();
    expect(puts.map(({ body }) => body)).toEqual([{ lang: 'hi', text: SAVED_HINDI }]);

    await navigate(staffPaths(adminRole).inquiry(61));
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    await waitFor(() =>
      expect(textOf(within(actions).getByRole('link', { name: /WhatsApp Customer/ }))).toBe(
        'राम राम सुरेश यादव जी, Clutch Cable (3 पीस) का रेट भेज रहे हैं।',
      ),
    );
  });

  it('a subadmin has no template editor and reads who can edit them', async () => {
    signInToDesk(subadminRole);
    renderRoute(staffPaths(subadminRole).section('follow-ups'), { as: 'subadmin' });
    expect(await screen.findByRole('tablist', { name: 'Follow-up lists' })).toBeVisible();
    expect(screen.getByText('Only admin can edit the reply templates.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Reply templates' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
