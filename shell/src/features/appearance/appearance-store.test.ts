// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { APPEARANCE_KEY, THEME_COLORS } from './appearance';
import { createAppearanceStore } from './appearance-store';

/** A MediaQueryList whose answer the test changes. */
function fakeMedia(matches: boolean) {
  const target = new EventTarget();
  const media = Object.assign(target, { matches }) as unknown as MediaQueryList;
  return {
    media,
    change(next: boolean) {
      (media as { matches: boolean }).matches = next;
      target.dispatchEvent(new Event('change'));
    },
  };
}

describe('createAppearanceStore', () => {
  it('sets the page class from the stored choice and changes it with the system while on "system"', () => {
    const root = document.createElement('html');
    const system = fakeMedia(false);
    const store = createAppearanceStore({ storage: localStorage, media: system.media, root });
    expect(store.getChoice()).toBe('system');
    expect(root.className).toBe('light');
    system.change(true);
    expect(root.className).toBe('dark');
  });

  it('keeps the theme-color meta on the page colour of the appearance', () => {
    document.head.innerHTML = '<meta name="theme-color" content="#faf7f2">';
    const system = fakeMedia(false);
    const store = createAppearanceStore({ storage: localStorage, media: system.media, root: document.documentElement });
    store.setChoice('dark');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(THEME_COLORS.dark);
    store.setChoice('light');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(THEME_COLORS.light);
    localStorage.clear();
  });

  it('applies and remembers a choice, telling subscribers', () => {
    const root = document.createElement('html');
    const system = fakeMedia(true);
    const store = createAppearanceStore({ storage: localStorage, media: system.media, root });
    const listener = vi.fn();
    store.subscribe(listener);
    store.setChoice('light');
    expect(root.className).toBe('light');
    expect(localStorage.getItem(APPEARANCE_KEY)).toBe('light');
    expect(listener).toHaveBeenCalledOnce();
    system.change(true);
    expect(root.className).toBe('light');
    expect(createAppearanceStore({ storage: localStorage, media: system.media, root }).getChoice()).toBe('light');
    localStorage.clear();
  });
});
