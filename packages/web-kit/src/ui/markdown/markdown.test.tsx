// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from '@livefully/web-kit/router';
import { afterEach, describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

/** A page as the server wrote it: a resolved Suspense boundary around the body's markup. */
function serverPage(body: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = `<!--$--><div class="prose">${body}</div><!--/$-->`;
  document.body.append(container);
  return container;
}

const page = (text: string) => (
  <MemoryRouter>
    <Markdown>{text}</Markdown>
  </MemoryRouter>
);

describe('Markdown hydrating a body the server rendered', () => {
  it('keeps the server markup as it is, without running the markdown parser', async () => {
    // Not what the parser would write for this text: kept, it stays; parsed, it would be replaced.
    const container = serverPage('<p id="kept">Words the server wrote.</p>');
    const paragraph = container.querySelector('#kept');
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, page('Words from the *browser*.'), { onRecoverableError: (error) => errors.push(error) });
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(container.querySelector('#kept')).toBe(paragraph);
    expect(container.querySelector('.prose')?.innerHTML).toBe('<p id="kept">Words the server wrote.</p>');
    expect(errors).toEqual([]);
  });

  it('renders the new text with the parser once the text changes', async () => {
    const container = serverPage('<p>Old words.</p>');
    await act(async () => {
      root = hydrateRoot(container, page('Old words.'));
    });
    await act(async () => root!.render(page('New *words*.')));
    await expect.poll(() => container.querySelector('.prose')?.innerHTML).toBe('<p>New <em>words</em>.</p>');
  });
});
