import { type Browser, type Page } from '@playwright/test';
import { E2E_ADMIN_EMAIL } from '../support/accounts.js';
import { describeViolations, seriousA11yViolations } from '../support/axe.js';
import { query } from '../support/run-state.js';
import { signIn, signInAsAdmin } from '../support/sign-in.js';
import { freshAddress, linkInMail } from '../support/subscriptions.js';
import { guideImage } from '../support/guide-images.js';
import { expect, test } from '../support/test.js';

async function expectNoSeriousViolations(page: Page) {
  const violations = await seriousA11yViolations(page);
  expect(violations, describeViolations(violations)).toEqual([]);
}

async function openStaffScreen(page: Page) {
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Staff' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
}

/** Invites the address from the staff screen and answers the path of the link the mail brought. */
async function inviteFromScreen(page: Page, email: string, role: string): Promise<string> {
  await page.getByRole('button', { name: 'Invite someone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite someone' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Role').selectOption({ label: role });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${email}.` })).toBeVisible();
  return linkInMail(email, '/admin/invitations/accept', /You are invited to join Live Fully/);
}

/** A browser of its own for the invitee, signed out, on the invitation's page. */
async function openAsInvitee(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  await context.addInitScript(() => localStorage.setItem('livefully:analytics-consent', 'denied'));
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Accept your invitation' })).toBeVisible();
  return page;
}

/** Signs in on the invitation's page and presses Join. */
async function joinTheTeam(page: Page, name: string, email: string) {
  await signIn(page, name, email);
  await expect(page.getByText(`You are signed in as ${email}.`)).toBeVisible();
  await page.getByRole('button', { name: 'Join the team' }).click();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('livefully:analytics-consent', 'denied'));
});

test('an administrator invites by mail; the invitee accepts with Google and sees what a contributor may', async ({ page, browser }) => {
  test.setTimeout(120_000);
  // A fixed address (the run's database is new), so the guide's pictures change only with the date.
  const invitee = 'cora.contributor@example.com';
  await openStaffScreen(page);

  await page.getByRole('button', { name: 'Invite someone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite someone' });
  await dialog.getByLabel('Email').fill(invitee);
  await dialog.getByLabel('Role').selectOption({ label: 'Contributor' });
  await dialog.screenshot({ path: guideImage('staff-invite.png') });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Invitation sent to ${invitee}.` })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: invitee });
  await expect(row).toContainText('Pending');

  const link = await linkInMail(invitee, '/admin/invitations/accept', 'You are invited to join Live Fully as a contributor');
  const guest = await openAsInvitee(browser, link);
  await joinTheTeam(guest, 'Cora Contributor', invitee);
  await expect(guest.getByRole('heading', { level: 1, name: 'Welcome to the team' })).toBeVisible();
  await expect(guest.getByText('You joined Live Fully as a contributor.')).toBeVisible();

  // The new member's admin area: what a contributor may, and not the staff or the mailings.
  await guest.getByRole('link', { name: 'Go to the admin area' }).click();
  await expect(guest.getByRole('heading', { level: 1, name: 'Content dashboard' })).toBeVisible();
  const sections = guest.getByRole('navigation', { name: 'Admin sections' });
  await expect(sections.getByRole('link', { name: 'Media library' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await expect(sections.getByRole('link', { name: 'Mailings' })).toHaveCount(0);
  await guest.context().close();

  await page.reload();
  const member = page.getByRole('row').filter({ hasText: invitee });
  await expect(member.getByRole('combobox', { name: `Role of ${invitee}` })).toHaveValue('contributor');
  await expect(page.getByRole('row').filter({ hasText: invitee }).filter({ hasText: 'Accepted' })).toBeVisible();
  await page.screenshot({ path: guideImage('staff-screen.png'), fullPage: true });
});

test('a revoked, a used, an expired invitation and one for another address each get a clear page', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await openStaffScreen(page);
  const used = freshAddress('una');
  const revoked = freshAddress('rex');
  const expired = freshAddress('eve');
  const other = freshAddress('ann');
  const links = {
    used: await inviteFromScreen(page, used, 'Author'),
    revoked: await inviteFromScreen(page, revoked, 'Editor'),
    expired: await inviteFromScreen(page, expired, 'Author'),
    other: await inviteFromScreen(page, other, 'Editor'),
  };
  await page.getByRole('button', { name: `Revoke the invitation to ${revoked}` }).click();
  await expect(page.getByRole('row').filter({ hasText: revoked })).toContainText('Revoked');
  // Time passes in the database: the invitation's seven days are over.
  await query(`UPDATE identity.staff_invitations SET expires_at = now() - interval '1 minute' WHERE email = $1`, [expired]);

  const cases = [
    { link: links.revoked, email: revoked, title: 'This invitation was withdrawn' },
    { link: links.expired, email: expired, title: 'This invitation has expired' },
    { link: links.other, email: freshAddress('mallory'), title: 'This invitation is for another address' },
  ];
  for (const { link, email, title } of cases) {
    const guest = await openAsInvitee(browser, link);
    await joinTheTeam(guest, 'Guest', email);
    await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await guest.context().close();
  }

  const first = await openAsInvitee(browser, links.used);
  await joinTheTeam(first, 'Una Used', used);
  await expect(first.getByRole('heading', { level: 1, name: 'Welcome to the team' })).toBeVisible();
  await first.goto(links.used);
  await first.getByRole('button', { name: 'Join the team' }).click();
  await expect(first.getByRole('heading', { level: 1, name: 'This invitation has been used' })).toBeVisible();
  await first.context().close();
});

test('the owner is never offered for removal, demotion or suspension', async ({ page }) => {
  await openStaffScreen(page);
  const owner = page.getByRole('row').filter({ hasText: E2E_ADMIN_EMAIL });
  await expect(owner).toContainText('Owner');
  await expect(owner.getByRole('combobox')).toHaveCount(0);
  await expect(owner.getByRole('button')).toHaveCount(0);
  const [{ role }] = (await query(`SELECT role FROM identity.staff WHERE email = $1`, [E2E_ADMIN_EMAIL])) as [{ role: string }];
  expect(role).toBe('owner');
});

for (const appearance of ['light', 'dark'] as const) {
  test(`the staff screen, the invite dialog and the invitation page pass axe (${appearance})`, async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: appearance });
    await openStaffScreen(page);
    await expect(page.getByRole('row').filter({ hasText: E2E_ADMIN_EMAIL })).toBeVisible();
    await expectNoSeriousViolations(page);
    const link = await inviteFromScreen(page, freshAddress(`axe-${appearance}`), 'Author');
    await page.getByRole('button', { name: 'Invite someone' }).click();
    await expect(page.getByRole('dialog', { name: 'Invite someone' })).toBeVisible();
    await expectNoSeriousViolations(page);

    const guest = await openAsInvitee(browser, link);
    await guest.emulateMedia({ colorScheme: appearance });
    await expectNoSeriousViolations(guest);
    await guest.context().close();
  });
}
