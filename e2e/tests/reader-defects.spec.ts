import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test.js';
import { openHydrated } from '../support/navigate.js';

/**
 * Defects a reader met on a phone and on a desktop: a focused field under the sticky header, a
 * breadcrumb or a line of facts that wraps next to its separator, and a nav item and breadcrumb
 * that name one section two ways.
 */
const ARTICLE = '/blog/family-game-night';
const GUIDE = '/guide/wellness-habits-that-last';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('livefully:analytics-consent', 'denied'));
});

/** Where the sticky header ends, and where a control and the message tied to it (aria-describedby) are. */
async function placeOf(page: Page, control: Locator) {
  return control.evaluate((field) => {
    const header = document.querySelector('.site-header')!.getBoundingClientRect();
    const message = document.getElementById(field.getAttribute('aria-describedby') ?? '')?.getBoundingClientRect();
    const box = field.getBoundingClientRect();
    return { headerBottom: header.bottom, top: box.top, bottom: message?.bottom ?? box.bottom, viewport: window.innerHeight };
  });
}

for (const width of [390, 1280]) {
  test(`at ${width} px, an empty send focuses the first field in error, fully in view below the sticky header`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openHydrated(page, '/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    const name = form.getByLabel('Name', { exact: true });
    // The reader has scrolled on, so that the Name field sits under the header, and sends.
    await name.evaluate((field) => {
      window.scrollBy({ top: field.getBoundingClientRect().top - 10, behavior: 'instant' });
      field.closest('form')!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    });
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription('Name is required');
    await expect
      .poll(async () => {
        const place = await placeOf(page, name);
        return place.top >= place.headerBottom && place.bottom <= place.viewport;
      })
      .toBe(true);
  });
}

/**
 * For each item of a list drawn as running text (the separator before an item belongs to it),
 * whether its separator shares a line with the last letter before it and the first after it.
 * Items that draw no separator are left out.
 */
function separatorsOnTheirLines(list: Locator) {
  return list.evaluate((element) => {
    const textRect = (item: Element, end: 'first' | 'last') => {
      const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
      const nodes: Text[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.trim()) nodes.push(node as Text);
      const node = end === 'first' ? nodes[0]! : nodes[nodes.length - 1]!;
      const text = node.textContent!;
      const at = end === 'first' ? text.search(/\S/) : text.trimEnd().length - 1;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + 1);
      return range.getBoundingClientRect();
    };
    const sameLine = (a: DOMRect, b: DOMRect) => a.top < b.bottom - 1 && b.top < a.bottom - 1;
    const items = Array.from(element.querySelectorAll(':scope > li'));
    const problems = items.slice(1).flatMap((item, index) => {
      // An item that opens a line of its own by design (the author, on a phone) draws no separator.
      if (getComputedStyle(item, '::before').content === 'none') return [];
      const separator = item.getClientRects()[0]!;
      const label = item.textContent?.trim().slice(0, 24);
      return [
        ...(sameLine(separator, textRect(items[index]!, 'last')) ? [] : [`the separator before "${label}" starts a line`]),
        ...(sameLine(separator, textRect(item, 'first')) ? [] : [`the separator before "${label}" ends a line`]),
      ];
    });
    const first = textRect(items[0]!, 'first');
    const last = textRect(items[items.length - 1]!, 'last');
    return { items: items.length, lines: Math.round((last.bottom - first.top) / first.height), problems };
  });
}

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 720 } });

  test("an article's breadcrumb and its line of facts wrap inside their words, never next to a separator", async ({ page }) => {
    await page.goto(ARTICLE);
    const header = page.getByRole('article');
    const crumbs = await separatorsOnTheirLines(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('list'));
    expect(crumbs.items).toBe(3);
    // The long title does wrap here: the test is of a wrapped breadcrumb.
    expect(crumbs.lines).toBeGreaterThan(1);
    expect(crumbs.problems).toEqual([]);
    // The header's line of facts: the related articles' cards below have lines of their own.
    const facts = header.getByRole('list').filter({ hasText: 'Last updated' }).first();
    await expect(facts.getByRole('listitem')).toHaveText([/^Last updated: /, /min read$/, /^By /]);
    await expect(facts).not.toContainText('·');
    expect((await separatorsOnTheirLines(facts)).problems).toEqual([]);
  });

  test("a guide's breadcrumb wraps inside its words, never next to a separator", async ({ page }) => {
    await page.goto(GUIDE);
    const crumbs = await separatorsOnTheirLines(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('list'));
    expect(crumbs.items).toBe(3);
    expect(crumbs.problems).toEqual([]);
  });
});

for (const width of [390, 1280]) {
  test(`at ${width} px, the guides' nav item and a guide's breadcrumb say the same word, and the item is current on the guide`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openHydrated(page, GUIDE);
    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
    const item = page.getByRole('navigation', { name: 'Main' }).locator('a[href="/guides"]');
    await expect(item).toHaveAttribute('aria-current', 'page');
    const section = page.getByRole('navigation', { name: 'Breadcrumb' }).locator('a[href="/guides"]');
    await expect(section).toHaveText((await item.textContent())!.trim());
    await expect(item).toHaveText('Explore');
  });
}
