import { describe, expect, it } from 'vitest';
import { insertImage } from './media-picker';

const image = { path: '/media/0b7c5a0e-8f43-4d5e-9a57-1c2b3d4e5f60/original-800x400.jpg', alt: 'Boats [at] dawn' };
const markdown = '![Boats  at  dawn](/media/0b7c5a0e-8f43-4d5e-9a57-1c2b3d4e5f60/original-800x400.jpg)';

describe('insertImage', () => {
  it('puts the image on a paragraph of its own at the cursor, the caret after it', () => {
    const text = 'First line.\nSecond line.';
    const at = 'First line.'.length;
    const next = insertImage(text, at, image);
    expect(next.value).toBe(`First line.\n\n${markdown}\n\nSecond line.`);
    expect(next.value.slice(0, next.caret).endsWith(markdown)).toBe(true);
  });

  it('adds no blank lines an empty body or a paragraph break already gives', () => {
    expect(insertImage('', 0, image).value).toBe(`${markdown}\n\n`);
    expect(insertImage('Intro.\n\n', 8, image).value).toBe(`Intro.\n\n${markdown}\n\n`);
  });
});
