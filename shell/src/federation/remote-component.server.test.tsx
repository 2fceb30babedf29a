import { Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const REMOTES = { remotes: [{ name: 'mf_engage', entry: '/remotes/mf-engage/mf-manifest.json' }] };

async function renderPage(errors: unknown[]) {
  const { getRemoteComponent } = await import('./remote-component');
  const Slot = getRemoteComponent('mf_engage/NewsletterSignup');
  const { prelude } = await prerenderToNodeStream(
    <main>
      <h1>Home</h1>
      <Suspense fallback={<p>Loading the sign-up</p>}>
        <Slot />
      </Suspense>
    </main>,
    {
      onError: (error) => {
        errors.push(error);
        return 'left-to-browser';
      },
    },
  );
  let html = '';
  for await (const chunk of prelude as unknown as AsyncIterable<unknown>) html += String(chunk);
  return html;
}

beforeEach(() => {
  vi.resetModules();
  runtime.loadRemote.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(REMOTES)),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('a remote module loaded while the server renders', () => {
  it('past the budget, leaves only its part to the browser, with the renderer digest, and is tried again next time', async () => {
    const { setRemoteLoadBudget } = await import('./remote-component');
    setRemoteLoadBudget(50);
    runtime.loadRemote.mockReturnValueOnce(new Promise(() => undefined));
    const errors: unknown[] = [];
    const html = await renderPage(errors);
    expect(html).toContain('<h1>Home</h1>');
    // Rendered by the browser from the fallback (`$!`, with the digest), not left pending (`$?`), which it would report as an error.
    expect(html).toContain('<!--$!-->');
    expect(html).toContain('data-dgst="left-to-browser"');
    expect(html).not.toContain('<!--$?-->');
    expect(errors.map((error) => (error as Error).message)).toEqual([expect.stringContaining('not loaded within 50 ms')]);

    runtime.loadRemote.mockResolvedValue({ default: () => <form aria-label="Stay Inspired" /> });
    expect(await renderPage([])).toContain('<form aria-label="Stay Inspired"></form>');
  });
});
