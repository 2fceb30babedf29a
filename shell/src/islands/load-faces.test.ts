// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadFacesAfterPaint } from './load-faces';

const FACES = '/faces.4444dddd.css';

function pageWithFaces() {
  document.head.innerHTML =
    `<link rel="stylesheet" data-href="${FACES}" data-font-faces="">` +
    '<link rel="stylesheet" media="not all" data-radix-widgets="" data-href="/styles/main-widgets.3333cccc.css">';
}

const facesHref = () => document.querySelector('link[data-font-faces]')?.getAttribute('href') ?? null;
let readyState: DocumentReadyState = 'loading';

describe("the faces' stylesheet, fetched after the first paint and the load event", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('waits for the load event, then for the paint, and leaves the widgets’ stylesheet alone', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    readyState = 'interactive';
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    pageWithFaces();
    loadFacesAfterPaint(document);
    vi.runOnlyPendingTimers();
    expect(facesHref()).toBeNull();

    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(facesHref()).toBeNull();
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(facesHref()).toBe(FACES);
    expect(document.querySelector('link[data-radix-widgets]')?.hasAttribute('href')).toBe(false);
  });

  it('waits only for the paint on a page that has loaded already', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    pageWithFaces();
    loadFacesAfterPaint(document);
    expect(facesHref()).toBeNull();
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(facesHref()).toBe(FACES);
  });

  it('fetches at once in a page nobody sees yet (prerendered), so it shows its faces from the start', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    pageWithFaces();
    loadFacesAfterPaint(document);
    expect(facesHref()).toBe(FACES);
  });
});
