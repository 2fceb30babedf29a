import { type Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { openHydrated, untilHydrated, holdBackRemote } from '../support/navigate.js';
import { pidOf, query } from '../support/run-state.js';
import { describeViolations, seriousA11yViolations } from '../support/axe.js';

const toast = (page: Page, title: string) => page.locator('.toast').filter({ hasText: title });
const field = (page: Page, label: string) => page.getByRole('form', { name: 'Contact form' }).getByLabel(label, { exact: true });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('livefully:analytics-consent', 'denied'));
  // The form is typed into once the rendered page is live (its fields are React's from then on).
  await openHydrated(page, '/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
});

test('the contact page has its breadcrumb, the digital-first card, what we help with and the 24-hour promise', async ({ page }) => {
  await expect(page).toHaveTitle(/^Contact Us \| /);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(crumbs.getByText('Contact Us')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('region', { name: 'Get in Touch' })).toContainText('digital-first community');
  await expect(page.getByRole('region', { name: 'Get in Touch' })).toContainText('contact form');
  const help = page.getByRole('region', { name: 'How We Can Help' }).getByRole('listitem');
  await expect(help.locator('strong')).toHaveText([
    'General inquiries',
    'Article feedback',
    'Topic suggestions',
    'Partnerships',
    'Technical support',
  ]);
  await expect(page.getByRole('region', { name: 'Send Us a Message' })).toContainText('within 24 hours');
  for (const label of ['Name', 'Email', 'Subject', 'Message']) await expect(field(page, label)).toBeVisible();
});

test('the form shows the field messages of the shared schema beside each field, and sends nothing', async ({ page }) => {
  let posts = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/contact')) posts += 1;
  });
  await page.getByRole('button', { name: 'Send Message' }).click();
  const expected = { Name: 'Name is required', Email: 'Email is required', Subject: 'Subject is required', Message: 'Message is required' };
  for (const [label, message] of Object.entries(expected)) {
    const control = field(page, label);
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription(message);
  }
  await expect(field(page, 'Name')).toBeFocused();

  await field(page, 'Name').fill('n'.repeat(101));
  await expect(field(page, 'Name')).toHaveAccessibleDescription('Name must be less than 100 characters');
  await field(page, 'Name').fill('Ada');
  await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'false');
  await expect(page.getByText('Name must be less than 100 characters')).toHaveCount(0);
  await field(page, 'Email').fill('not-an-address');
  await expect(field(page, 'Email')).toHaveAccessibleDescription('Please enter a valid email address');
  await field(page, 'Subject').fill('s'.repeat(201));
  await expect(field(page, 'Subject')).toHaveAccessibleDescription('Subject must be less than 200 characters');
  await field(page, 'Message').fill('m'.repeat(2001));
  await expect(field(page, 'Message')).toHaveAccessibleDescription('Message must be less than 2000 characters');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(field(page, 'Email')).toBeFocused();
  expect(posts).toBe(0);
});

test('what a reader typed before the rendered page came alive is what is sent', async ({ page }) => {
  // The page's code arrives late: the reader fills the server's form meanwhile.
  await holdBackRemote(page, 'mf-engage', 1_500);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  await field(page, 'Name').fill('Grace Hopper');
  await field(page, 'Email').fill('grace@example.com');
  await field(page, 'Subject').fill('Typed early');
  await field(page, 'Message').fill('Written before the page came alive.');
  await untilHydrated(page);

  const request = page.waitForRequest('**/api/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await request).postDataJSON()).toEqual({
    name: 'Grace Hopper',
    email: 'grace@example.com',
    subject: 'Typed early',
    message: 'Written before the page came alive.',
  });
  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
});

test('on a slow phone, text typed before the contact code arrives is kept once the form is alive', async ({ page }) => {
  // A phone's CPU (4× slower) and the form's code late: the reader types into the server's form.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await holdBackRemote(page, 'mf-engage', 4_000);
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  expect(await page.locator('lf-island[data-island="mf_engage/ContactForm"][data-alive]').count()).toBe(0);
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeDisabled();
  await field(page, 'Name').pressSequentially('Katherine');
  await field(page, 'Message').fill('Typed on a slow phone.');
  await untilHydrated(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(field(page, 'Name')).toHaveValue('Katherine');
  await expect(field(page, 'Message')).toHaveValue('Typed on a slow phone.');
  // The form's own state holds them: a send checks them and names only the fields left empty.
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(field(page, 'Email')).toHaveAccessibleDescription('Email is required');
  await expect(field(page, 'Subject')).toHaveAccessibleDescription('Subject is required');
  await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'false');
  await expect(field(page, 'Message')).toHaveAttribute('aria-invalid', 'false');
  await expect(field(page, 'Name')).toHaveValue('Katherine');
});

test('a message is sent, stored, confirmed with a toast and “Message Sent!”, and another can be written', async ({ page }) => {
  const subject = `Idea ${Date.now()}`;
  await page.route('**/api/contact', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await field(page, 'Name').fill('  Ada Lovelace ');
  await field(page, 'Email').fill('Ada@Example.com');
  await field(page, 'Subject').fill(subject);
  await field(page, 'Message').fill('Please write about the joy of long walks.');
  const request = page.waitForRequest('**/api/contact');
  await page.getByRole('button', { name: 'Send Message' }).click();
  const sending = page.getByRole('button', { name: 'Sending...' });
  await expect(sending).toBeDisabled();
  expect((await request).postDataJSON()).toEqual({
    name: 'Ada Lovelace',
    email: 'Ada@Example.com',
    subject,
    message: 'Please write about the joy of long walks.',
  });

  await expect(toast(page, 'Message sent successfully!')).toContainText("Thank you for contacting us. We'll get back to you soon.");
  const sent = page.getByRole('heading', { name: 'Message Sent!' });
  await expect(sent).toBeVisible();
  await expect(sent).toBeFocused();
  await expect(page.getByRole('button', { name: 'Send Message' })).toHaveCount(0);
  expect(await query('SELECT name, email, message FROM engage.contact_messages WHERE subject = $1', [subject])).toEqual([
    { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Please write about the joy of long walks.' },
  ]);

  await page.getByRole('button', { name: 'Send Another Message' }).click();
  for (const label of ['Name', 'Email', 'Subject', 'Message']) await expect(field(page, label)).toHaveValue('');
  await expect(field(page, 'Name')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('when the engage service does not answer, the form stays and a destructive toast shows the error', async ({ page }) => {
  const pid = pidOf('engage');
  await field(page, 'Name').fill('Rita Reader');
  await field(page, 'Email').fill('rita@example.com');
  await field(page, 'Subject').fill('While it is down');
  await field(page, 'Message').fill('Hello?');
  process.kill(pid, 'SIGSTOP');
  try {
    await page.getByRole('button', { name: 'Send Message' }).click();
    const failure = toast(page, 'Error sending message');
    await expect(failure).toBeVisible();
    await expect(failure.locator('.toast__body')).toHaveAttribute('role', 'alert');
    await expect(failure).toContainText('503: ');
  } finally {
    process.kill(pid, 'SIGCONT');
  }
  await expect(field(page, 'Subject')).toHaveValue('While it is down');
  await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toHaveCount(0);
});

test('a retry after a 503 whose message did land sends the same Idempotency-Key, and the message is stored once', async ({ page }) => {
  const subject = `Retry ${Date.now()}`;
  const keys: (string | undefined)[] = [];
  await page.route('**/api/contact', async (route) => {
    keys.push(route.request().headers()['idempotency-key']);
    if (keys.length > 1) return route.continue();
    // The first attempt reaches the server, but its answer is lost: the visitor sees a 503.
    await route.fetch();
    await route.fulfill({
      status: 503,
      json: { success: false, code: 'COMMON.SERVICE_UNAVAILABLE', message: 'The engage service is unavailable. Please try again shortly.' },
    });
  });
  await field(page, 'Name').fill('Ada Lovelace');
  await field(page, 'Email').fill('ada@example.com');
  await field(page, 'Subject').fill(subject);
  await field(page, 'Message').fill('Sent once, whatever the network does.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Error sending message')).toContainText('503: ');

  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: 'Message Sent!' })).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(await query('SELECT count(*)::int AS n FROM engage.contact_messages WHERE subject = $1', [subject])).toEqual([{ n: 1 }]);
});

test('the contact page has no serious or critical accessibility violations, with or without field messages', async ({ page }) => {
  const before = await seriousA11yViolations(page);
  expect(before, describeViolations(before)).toEqual([]);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  const after = await seriousA11yViolations(page);
  expect(after, describeViolations(after)).toEqual([]);
});
