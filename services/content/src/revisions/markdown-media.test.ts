import { describe, expect, it } from 'vitest';
import { libraryIdOf, withoutLibraryItems } from './markdown-media.js';

const GONE = '0b6f7f7e-1111-4aaa-8bbb-000000000001';
const KEPT = '0b6f7f7e-2222-4aaa-8bbb-000000000002';
const gone = (file = 'original-800x600.jpg') => `/media/${GONE}/${file}`;
const kept = `/media/${KEPT}/original-800x600.jpg`;
const without = (markdown: string) => withoutLibraryItems(markdown, new Set([GONE]));

describe('libraryIdOf', () => {
  it('names the item of any file of the library, and nothing else', () => {
    expect(libraryIdOf(gone())).toBe(GONE);
    expect(libraryIdOf(gone('640.avif'))).toBe(GONE);
    expect(libraryIdOf(gone('share.jpg'))).toBe(GONE);
    expect(libraryIdOf('/images/slow-mornings.svg')).toBeUndefined();
    expect(libraryIdOf('https://example.com/media/x.jpg')).toBeUndefined();
    expect(libraryIdOf('/media/not-an-id/original-1x1.png')).toBeUndefined();
  });
});

describe('withoutLibraryItems', () => {
  it('takes out an image of a deleted item and keeps one that is still there, and every other byte', () => {
    const markdown = `## Boats\n\nBefore ![Harbour](${gone()} "At dawn") after.\n\n![Kept](${kept})\n`;
    expect(without(markdown)).toEqual({ text: `## Boats\n\nBefore  after.\n\n![Kept](${kept})\n`, dropped: [gone()] });
  });

  it('takes out reference images and their definition, and keeps the words of a link to a deleted file', () => {
    const markdown = `See ![a photo][harbour] and [the full size](${gone('1280.webp')}).\n\n[harbour]: ${gone()}\n`;
    expect(without(markdown)).toEqual({ text: 'See  and the full size.\n\n\n', dropped: [gone(), gone('1280.webp')] });
  });

  it('judges an image inside a link on its own', () => {
    expect(without(`[![Kept](${kept})](${gone()})`).text).toBe(`![Kept](${kept})`);
    expect(without(`[![Gone](${gone()})](${kept})`).text).toBe(`[](${kept})`);
  });

  it('leaves a text without such paths as it is, code and raw HTML included', () => {
    const markdown = `Text \`![not an image](${gone()})\`\n\n    ![code](${gone()})\n\n<img src="${gone()}">\n`;
    expect(without(markdown)).toEqual({ text: markdown, dropped: [] });
  });
});
