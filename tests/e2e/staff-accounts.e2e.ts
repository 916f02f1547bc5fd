// Staff accounts in the demo (decisions 0089, 0090): the owner invites a staff member, who
// signs in with the temporary password shown on screen, sets an own password in Settings, and confirms a
// booking, whose details then say who did it and when. The owner removes the member, who can no longer sign
// in (with the old password or the new one). Failed sign-ins say nothing about which part was wrong, and the
// sixth within 15 minutes is refused with a wait.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptConfirms, chooseMenuItem, launch, openPage, signInAsDemo, toast, url } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const signIn = async (page: Page, username: string, password: string) => {
  await page.goto(url('/admin/login'));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
};

const signOut = async (page: Page) => {
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/login');
};

const NEW_PASSWORD = 'Mias0wnPassword';

describe('staff accounts', () => {
  it('are invited by the owner, sign in, change their password, leave a trace on a status change, and are removed', async () => {
    const { page, errors, context } = await openPage(browser, { language: 'en', locale: 'en-GB' });
    acceptConfirms(page);

    // The owner invites Mia; the demo shows a temporary password instead of sending an e-mail.
    await signInAsDemo(page);
    await page.goto(url('/admin/settings'));
    const staff = page.getByTestId('staff-settings');
    await expect.poll(() => staff.getByTestId('staff-member').count()).toBe(1);
    await staff.locator('input[name="staff-email"]').fill('not-an-address');
    await staff.locator('input[name="staff-name"]').fill('Mia');
    await staff.getByRole('button', { name: 'Invite' }).click();
    await expect.poll(() => staff.innerText()).toContain('Please enter a valid e-mail address.');
    await staff.locator('input[name="staff-email"]').fill(' Mia.Wong@example.org ');
    await staff.getByRole('button', { name: 'Invite' }).click();
    const temporary = staff.getByTestId('staff-temporary-password');
    await expect.poll(() => temporary.count()).toBe(1);
    const temporaryPassword = (await temporary.textContent()) ?? '';
    expect(temporaryPassword).toMatch(/^\S{12,}$/);
    await expect.poll(() => staff.getByTestId('staff-member').count()).toBe(2);
    expect(await staff.getByTestId('staff-list').innerText()).toContain('mia.wong@example.org');
    await signOut(page);

    // Mia signs in with it and sets her own password; a staff member sees no staff list.
    await signIn(page, 'mia.wong@example.org', temporaryPassword);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');
    await page.goto(url('/admin/settings'));
    await expect
      .poll(() => page.getByTestId('staff-settings').innerText())
      .toContain('Staff accounts are managed by the restaurant’s owner.');
    expect(await page.getByTestId('staff-list').count()).toBe(0);
    const form = page.getByTestId('password-settings');
    await form.locator('input[name="password-current"]').fill('wrong-password');
    await form.locator('input[name="password-next"]').fill(NEW_PASSWORD);
    await form.locator('input[name="password-repeat"]').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => form.innerText()).toContain('The current password is not correct.');
    await form.locator('input[name="password-current"]').fill(temporaryPassword);
    await form.locator('input[name="password-repeat"]').fill('SomethingElse123');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => form.innerText()).toContain('The two new passwords do not match.');
    await form.locator('input[name="password-repeat"]').fill(NEW_PASSWORD);
    await form.getByRole('button', { name: 'Change password' }).click();
    await toast(page, 'Your password has been changed.');

    // Mia confirms Lena's booking; its details say who confirmed it and when.
    await page.goto(url('/admin/reservations?search=Lena%20Hoffmann'));
    const row = page.locator('tr').filter({ hasText: 'Lena Hoffmann' }).first();
    await row.getByRole('button', { name: 'More actions for Lena Hoffmann' }).click();
    await chooseMenuItem(page, 'View Details');
    const dialog = page.getByRole('dialog', { name: 'Reservation details' });
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await row.getByRole('button', { name: 'More actions for Lena Hoffmann' }).click();
    await chooseMenuItem(page, 'View Details');
    await expect
      .poll(() => dialog.getByTestId('reservation-status-change').textContent())
      .toMatch(/^Confirmed by Mia, .*20\d\d.*\d{1,2}:\d{2}/);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await signOut(page);

    // The temporary password no longer works, her own does.
    await signIn(page, 'mia.wong@example.org', temporaryPassword);
    await toast(page, 'Invalid username or password.');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await signIn(page, 'mia.wong@example.org', NEW_PASSWORD);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');
    await signOut(page);

    // The owner removes her; a staff member cannot remove the owner, and neither can the owner.
    await signInAsDemo(page);
    await page.goto(url('/admin/settings'));
    const list = page.getByTestId('staff-list');
    await expect.poll(() => list.getByTestId('staff-member').count()).toBe(2);
    expect(await list.getByRole('button', { name: 'Remove Demo' }).count()).toBe(0);
    await list.getByRole('button', { name: 'Remove Mia' }).click();
    await toast(page, 'Mia has been removed.');
    await expect.poll(() => list.getByTestId('staff-member').count()).toBe(1);
    await signOut(page);

    // Removed: neither password signs her in, and the failure says nothing about which part was wrong.
    for (const password of [NEW_PASSWORD, temporaryPassword]) {
      await signIn(page, 'mia.wong@example.org', password);
      await toast(page, 'Invalid username or password.');
      expect(new URL(page.url()).pathname).toBe('/admin/login');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('end a removed member\u2019s session in the open tab', async () => {
    const { page, errors, context } = await openPage(browser, { language: 'en', locale: 'en-GB' });
    acceptConfirms(page);
    await signInAsDemo(page);
    await page.goto(url('/admin/settings'));
    const staff = page.getByTestId('staff-settings');
    await staff.locator('input[name="staff-email"]').fill('tom@example.org');
    await staff.locator('input[name="staff-name"]').fill('Tom');
    await staff.getByRole('button', { name: 'Invite' }).click();
    const temporary = staff.getByTestId('staff-temporary-password');
    await expect.poll(() => temporary.count()).toBe(1);
    const password = (await temporary.textContent()) ?? '';
    await signOut(page);
    await signIn(page, 'tom@example.org', password);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');

    // Tom's account disappears while his tab is open, as when the owner removes him (the demo's accounts are
    // this browser's, and one browser holds one session, so the removal is made in its storage here).
    const owner = await context.newPage();
    await owner.goto(url('/admin/login'));
    await owner.evaluate(() => {
      const raw = localStorage.getItem('tischlein.demo.accounts') ?? '[]';
      const accounts = (JSON.parse(raw) as { email: string }[]).filter((a) => a.email !== 'tom@example.org');
      localStorage.setItem('tischlein.demo.accounts', JSON.stringify(accounts));
    });
    await owner.close();

    // Tom's next navigation finds no session and lands on the login page.
    await page.goto(url('/admin/reservations'));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/login');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuse the sixth failed sign-in for a name within 15 minutes, the right password included', async () => {
    const { page, errors, context } = await openPage(browser, { language: 'en', locale: 'en-GB' });
    await page.goto(url('/admin/login'));
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await page.getByLabel('Username').fill('demo');
      await page.getByLabel('Password').fill(`wrong-${attempt}`);
      await page.getByRole('button', { name: 'Login' }).click();
      await expect
        .poll(() => page.getByText('Invalid username or password.', { exact: true }).count())
        .toBeGreaterThan(0);
    }
    await page.getByLabel('Password').fill('tischlein-demo');
    await page.getByRole('button', { name: 'Login' }).click();
    await toast(page, 'Too many sign-in attempts. Please try again in 15 minutes.');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(errors).toEqual([]);
    await context.close();
  });
});
