// @vitest-environment jsdom
import { Island, IslandFrameContext, type IslandFrame } from '@livefully/web-kit';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MenuToggle } from '../app/layout/menu-toggle';
import BusyList, { seen, ticks } from './fixtures/busy-list';
import { HeaderSearch } from '../components/layout/header-search';
import { EARLY_ACTIONS_GLOBAL, listenForEarlyActions } from './early-actions';
import { hydrateIslands } from './hydrate-islands';

/** A page as the renderer sends it: the menu button an island, the menu the server's markup beside it. */
function servePage() {
  document.body.innerHTML =
    `<div id="root" data-render="islands">` +
    renderToString(<Island name="shell/MenuToggle" component={MenuToggle} props={{ menuId: 'site-menu' }} />) +
    `<div id="site-menu" data-open="false"><a href="/blog">Blog</a></div>` +
    `<lf-island data-island="mf_gone/Nothing" data-props="{}"><button>Inert</button></lf-island>` +
    `</div><script type="application/json" id="islands">{"settings":{"siteName":"Live Fully"},"sources":{}}</script>`;
}

const menu = () => document.getElementById('site-menu')!;
const toggle = () => document.querySelector<HTMLButtonElement>('.menu-toggle')!;

let listening: AbortController;
beforeEach(() => {
  listening = new AbortController();
  // As the page's first script does (early.ts): one listener, for this test alone.
  Object.assign(globalThis, { [EARLY_ACTIONS_GLOBAL]: listenForEarlyActions(document, listening.signal) });
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
    },
  );
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  listening.abort();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (globalThis as Record<string, unknown>)[EARLY_ACTIONS_GLOBAL];
  document.body.innerHTML = '';
});

describe('hydrateIslands', () => {
  it('hydrates each island as a root of its own and marks the page alive once every island is settled', async () => {
    servePage();
    hydrateIslands(document);
    await vi.waitFor(() => expect(document.getElementById('root')?.dataset.islands).toBe('alive'));
    expect(toggle().closest('lf-island')?.hasAttribute('data-alive')).toBe(true);
    // An island whose code is nowhere keeps the server's markup.
    expect(document.querySelector('[data-island="mf_gone/Nothing"]')?.innerHTML).toBe('<button>Inert</button>');

    toggle().click();
    await vi.waitFor(() => expect(menu().dataset.open).toBe('true'));
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
  });

  it('replays a press made before the island was alive, once it is', async () => {
    servePage();
    toggle().click();
    expect(menu().dataset.open).toBe('false');

    hydrateIslands(document);
    await vi.waitFor(() => expect(menu().dataset.open).toBe('true'));
    expect(document.activeElement).toBe(toggle());
  });

  it('hydrates a big island in slices, letting the browser run other tasks in between (no long task)', async () => {
    const source = new URL('./fixtures/busy-list.tsx', import.meta.url).pathname;
    document.body.innerHTML =
      `<div id="root" data-render="islands">` +
      renderToString(<Island name="mf_test/BusyList" component={BusyList} props={{ items: 60 }} />) +
      `</div><script type="application/json" id="islands">${JSON.stringify({ settings: {}, sources: { 'mf_test/BusyList': source } })}</script>`;
    seen.length = 0;
    ticks.count = 0;
    // Another task of the page (a paint, a press): it runs whenever hydration gives the thread back.
    const ticking = setInterval(() => (ticks.count += 1), 0);
    try {
      hydrateIslands(document);
      await vi.waitFor(() => expect(document.getElementById('root')?.dataset.islands).toBe('alive'), { timeout: 5_000 });
    } finally {
      clearInterval(ticking);
    }
    expect(seen).toHaveLength(60);
    // 60 items of a millisecond each: in one task, no tick would run between the first item and the last.
    expect(seen.at(-1)! - seen[0]!).toBeGreaterThan(0);
    expect(document.querySelectorAll('li')).toHaveLength(60);
  });

  it('leaves links and a form’s own submit to the browser', () => {
    document.body.innerHTML =
      `<lf-island data-island="shell/HeaderSearch"><form action="/search"><button type="submit">Search</button></form>` +
      `<a href="#here">Here</a></lf-island>`;
    const submit = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button')!.dispatchEvent(submit);
    const follow = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(follow);
    expect(submit.defaultPrevented).toBe(false);
    expect(follow.defaultPrevented).toBe(false);
  });
});

describe('an island rendered by the server as a root of its own', () => {
  /** As the renderer's frame does (shell/src/server/render.tsx), without the page's providers this island needs none of. */
  const frame: IslandFrame = (() => {
    let islands = 0;
    return {
      nextIdPrefix: () => `i${++islands}-`,
      render: (root, identifierPrefix) => renderToString(<>{root}</>, { identifierPrefix }),
    };
  })();

  it('hydrates with the ids the server gave it, deep as it sat in the page (useId)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = renderToString(
      <IslandFrameContext value={frame}>
        <div>
          <p>{'before'}</p>
          <section>
            <span />
            <Island name="shell/HeaderSearch" component={HeaderSearch} props={{}} />
          </section>
        </div>
      </IslandFrameContext>,
    );
    document.body.innerHTML = `<div id="root" data-render="islands">${page}</div><script type="application/json" id="islands">{"settings":{},"sources":{}}</script>`;
    const label = document.querySelector('label')!;
    const serverId = label.htmlFor;
    expect(document.getElementById(serverId)).not.toBeNull();

    hydrateIslands(document);
    await vi.waitFor(() => expect(document.getElementById('root')?.dataset.islands).toBe('alive'));
    expect(errors).not.toHaveBeenCalled();
    expect(label.htmlFor).toBe(serverId);
  });
});
