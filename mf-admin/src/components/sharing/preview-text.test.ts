import { describe, expect, it } from 'vitest';
import { cutDescription, cutLikeSearch, cutTitle, searchBreadcrumbs } from './preview-text';

describe('cutLikeSearch', () => {
  it('leaves a text that fits whole, with its blanks tidied', () => {
    expect(cutLikeSearch('  Morning  tea\nrituals ', 60)).toBe('Morning tea rituals');
    expect(cutTitle('x'.repeat(60))).toBe('x'.repeat(60));
  });

  it('cuts at the last whole word before the limit and ends with …', () => {
    const title = 'Ten small habits that make a slow morning feel like a holiday every day';
    const cut = cutTitle(title);
    expect(cut).toBe('Ten small habits that make a slow morning feel like a…');
    expect(cut.length).toBeLessThanOrEqual(60);
  });

  it('drops trailing punctuation before the …', () => {
    expect(cutLikeSearch('One two three, four five', 16)).toBe('One two three…');
  });

  it('cuts a single long word inside it', () => {
    expect(cutLikeSearch('a'.repeat(80), 60)).toBe(`${'a'.repeat(59)}…`);
  });

  it('cuts a description near 155 characters', () => {
    const description = 'word '.repeat(50);
    const cut = cutDescription(description);
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(155);
    expect(cut.length).toBeGreaterThan(140);
  });
});

describe('searchBreadcrumbs', () => {
  it("shows the host and the path's segments", () => {
    expect(searchBreadcrumbs('https://livefully.example/blog/morning-tea')).toBe('livefully.example › blog › morning-tea');
  });

  it('shows a home page as its host, and decodes segments', () => {
    expect(searchBreadcrumbs('https://livefully.example/')).toBe('livefully.example');
    expect(searchBreadcrumbs('https://livefully.example/topics/caf%C3%A9')).toBe('livefully.example › topics › café');
  });

  it('shows what is not an address as it is', () => {
    expect(searchBreadcrumbs('not a url')).toBe('not a url');
  });
});
