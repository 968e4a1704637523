import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../support/render';

const partName = () => screen.getByRole('combobox', { name: /Part Name/ });
const optionNames = () => screen.queryAllByRole('option').map((option) => option.textContent);

/** 'silencor' suggests the silencer, and 'lock rings' the parts of the Lock Rings category. */
async function findsMisspeltAndCategory(user: ReturnType<typeof renderRoute>['user']) {
  await user.type(await screen.findByRole('combobox', { name: /Part Name/ }, { timeout: 15_000 }), 'silencor');
  await waitFor(() => expect(optionNames()[0]).toBe('Heavy Duty Silencer Assembly'), { timeout: 8000 });
  await user.clear(partName());
  await user.type(partName(), 'lock rings');
  await waitFor(() => expect(optionNames()).toContain('Side Ring for 22.5 inch Rim'), { timeout: 8000 });
}

describe("the enquiry form's part-name suggestions, ranked", () => {
  it("ranks the backend's answer: 'lock' offers the lock rings first, not the bellow with 'interlock' in its text", async () => {
    const { user } = renderRoute('/inquiry');
    await user.type(await screen.findByRole('combobox', { name: /Part Name/ }, { timeout: 15_000 }), 'lock');
    await waitFor(() => expect(optionNames().length).toBeGreaterThan(1), { timeout: 8000 });
    expect(
      optionNames()
        .slice(0, 4)
        .every((name) => /Lock Ring/.test(name ?? '')),
    ).toBe(true);
    expect(optionNames().at(-1)).toBe('Exhaust Flex Pipe Bellow');
  }, 30_000);

  it("on a first visit to the form, ranks with the catalogue's list: 'silencor' and 'lock rings' suggest parts the backend's search does not find", async () => {
    const { user } = renderRoute('/inquiry');
    await findsMisspeltAndCategory(user);
  }, 30_000);

  it('offers nothing for a part name in another script, rather than the first parts of the catalogue', async () => {
    const { user } = renderRoute('/inquiry');
    await user.type(await screen.findByRole('combobox', { name: /Part Name/ }, { timeout: 15_000 }), 'ताला चाबी');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(optionNames()).toEqual([]);
    expect(partName()).toHaveValue('ताला चाबी');
  }, 30_000);

  it('after the catalogue, finds a misspelt part and the parts of a category named in the field, from the list the visit already holds', async () => {
    const { user, navigate } = renderRoute('/catalog');
    await screen.findByRole('article', { name: 'Heavy Duty Silencer Assembly' });
    await navigate('/inquiry');
    await findsMisspeltAndCategory(user);
  }, 30_000);
});
