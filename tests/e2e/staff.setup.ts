/**
 * The `<project>-login` setup projects: log in through the form once per staff role, as a person
 * would, and save the signed-in state for that project's tests (signed-in.ts).
 */
import { expect, test } from './fixtures';
import { login, STAFF } from './php/support';
import { saveSignedIn } from './signed-in';

for (const role of ['admin', 'subadmin'] as const) {
  test(`${role} logs in`, async ({ page }, testInfo) => {
    await login(page, role);
    await expect(page).toHaveURL((url) => url.pathname === STAFF[role].dashboard);
    await expect(page.getByRole('heading', { level: 1, name: STAFF[role].title })).toBeVisible();
    // The saved state always holds the first check's 'last looked' mark, so what a test finds
    // marked Unread does not depend on whether the check answered before the state was saved.
    await expect.poll(() => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('staffLeadsSeen:')))).toBe(true);
    await saveSignedIn(page, testInfo.project.name.replace(/-login$/, ''), role);
  });
}
