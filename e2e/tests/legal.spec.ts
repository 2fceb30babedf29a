import { type Page } from '@playwright/test';
import { expect, test as base } from '../support/test.js';
import { expectAccessible } from '../support/axe.js';

/** Every test also fails on an uncaught error in the page. */
const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

/** Numbered h2 sections, each reachable from the table of contents. */
async function expectSections(page: Page, count: number) {
  const headings = page.locator('main h2');
  await expect(headings).toHaveCount(count);
  const texts = await headings.allTextContents();
  texts.forEach((text, index) => expect(text).toMatch(new RegExp(`^${index + 1}\\. \\S`)));
  const toc = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
  await expect(toc).toHaveCount(count);
}

test('Privacy Policy: 19 sections, effective August 6, 2025, with the key facts', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page).toHaveTitle('Privacy Policy | Live Fully');
  await expect(page.getByText('Effective date: August 6, 2025')).toBeVisible();
  await expectSections(page, 19);

  const main = page.locator('main');
  await expect(main).toContainText('at least 13 years old');
  await expect(main).toContainText('Where the law requires it, we honour the Global Privacy Control (GPC) signal');
  await expect(main).toContainText('Live Fully does not honour Do Not Track signals');
  await expect(main).toContainText('We do not track whether you open our e-mails or which links you click');
  for (const subject of [/newsletter/i, /Google sign-in/, /community areas/i, /affiliate links/i, /advertising/i]) {
    await expect(main).toContainText(subject);
  }
  await expect(main.getByRole('link', { name: 'privacy@livefully.example' }).first()).toHaveAttribute(
    'href',
    'mailto:privacy@livefully.example',
  );
  await expectAccessible(page);

  // The table of contents moves to its section, clear of the sticky header.
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: "Children's Privacy" }).click();
  await expect(page).toHaveURL(/#childrens-privacy$/);
  await expect
    .poll(() => page.locator('#childrens-privacy').evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBeGreaterThanOrEqual(64);
  await expect(page.getByRole('heading', { name: "17. Children's Privacy" })).toBeInViewport();
});

test('Terms of Service: 15 sections with age, liability cap and Indiana law', async ({ page }) => {
  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  await expect(page).toHaveTitle('Terms of Service | Live Fully');
  await expect(page.getByText('Effective date: August 6, 2025')).toBeVisible();
  await expectSections(page, 15);

  const main = page.locator('main');
  await expect(main).toContainText('at least 13 years old');
  await expect(main).toContainText('the greater of 100 USD or the amount you paid us, if anything, in the 12 months');
  await expect(main).toContainText('governed by the laws of the State of Indiana');
  await expect(main).toContainText('courts located in Hamilton County, Indiana');
  for (const subject of [/newsletter/i, /Google/, /community areas/i, /affiliate links/i, /advertising/i]) {
    await expect(main).toContainText(subject);
  }
  await expect(main.getByRole('link', { name: 'DMCA Policy' })).toHaveAttribute('href', '/DMCA');
  await expectAccessible(page);
});

test('DMCA Policy: notice contents, the agent by e-mail and its registration', async ({ page }) => {
  await page.goto('/DMCA');
  await expect(page.getByRole('heading', { level: 1, name: 'DMCA Policy' })).toBeVisible();
  await expect(page).toHaveTitle('DMCA Policy | Live Fully');
  await expect(page.getByText('Effective date: August 6, 2025')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What to Include in a Notice' })).toBeVisible();
  await expect(page.locator('#notice-contents li')).toHaveCount(6);
  await expect(page.getByRole('heading', { level: 2, name: 'Designated Agent Registration' })).toBeVisible();
  await expect(page.locator('main')).toContainText('DMCA Designated Agent Directory');
  await expect(page.locator('main').getByRole('link', { name: 'dmca@livefully.example' }).first()).toHaveAttribute(
    'href',
    'mailto:dmca@livefully.example',
  );
  await expectAccessible(page);
});
