// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRuntimeAfterFirstPaint } from './load-runtime';

const DATA = {
  runtime: '/islands/runtime.1111aaaa.js',
  modules: ['/islands/runtime.1111aaaa.js', '/remotes/mf-content/islands/Share.2222bbbb.js'],
};

function pageWith(data: unknown) {
  document.head.innerHTML =
    '<link rel="stylesheet" media="not all" data-radix-widgets="" data-href="/styles/main-widgets.3333cccc.css">' +
    '<link rel="stylesheet" data-href="/faces.4444dddd.css" data-font-faces="">';
  document.body.innerHTML = `<div id="root" data-render="islands"></div><script type="application/json" id="islands">${JSON.stringify(data)}</script>`;
}

const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

describe('the island runtime, loaded after the first paint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks for nothing before the frame after the first, then for the runtime and every module at once', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    pageWith(DATA);
    const importModule = vi.fn(() => Promise.resolve());
    loadRuntimeAfterFirstPaint(document, importModule);
    expect(preloads()).toEqual([]);
    expect(importModule).not.toHaveBeenCalled();
    expect(document.querySelector('link[data-radix-widgets]')?.hasAttribute('href')).toBe(false);
    vi.advanceTimersToNextFrame();
    expect(importModule).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(preloads()).toEqual(DATA.modules);
    expect(importModule).toHaveBeenCalledWith(DATA.runtime);
    // The stylesheet named for later is asked for with them, still applied to nothing.
    const widgets = document.querySelector<HTMLLinkElement>('link[data-radix-widgets]')!;
    expect(widgets.getAttribute('href')).toBe('/styles/main-widgets.3333cccc.css');
    expect(widgets.media).toBe('not all');
    // The faces' stylesheet waits for the load event too (load-faces.ts), not for the runtime.
    expect(document.querySelector('link[data-font-faces]')?.hasAttribute('href')).toBe(false);
  });

  it('loads at once in a page nobody sees yet (prerendered, a background tab), so it is alive when shown', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    pageWith(DATA);
    const importModule = vi.fn(() => Promise.resolve());
    loadRuntimeAfterFirstPaint(document, importModule);
    expect(importModule).toHaveBeenCalledWith(DATA.runtime);
    expect(preloads()).toEqual(DATA.modules);
  });

  it('loads nothing on a page that names no runtime', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    pageWith({ sources: {} });
    const importModule = vi.fn(() => Promise.resolve());
    loadRuntimeAfterFirstPaint(document, importModule);
    expect(importModule).not.toHaveBeenCalled();
  });
});
