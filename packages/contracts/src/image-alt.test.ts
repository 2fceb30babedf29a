import { describe, expect, it } from 'vitest';
import { imagesWithoutAlt, missingAltMessage } from './image-alt.js';

describe('the alt text rule of a markdown body', () => {
  it('finds the images whose alt text is empty or blank, once each, in order', () => {
    const body = [
      'Intro ![A bowl of soup](/images/soup.svg) and ![](/media/a/640.webp).',
      '',
      '- ![  ](https://example.com/b.png "A title")',
      '- ![](/media/a/640.webp)',
      '',
      '![][pic]',
      '',
      '[pic]: /images/ref.png',
    ].join('\n');
    expect(imagesWithoutAlt(body)).toEqual(['/media/a/640.webp', 'https://example.com/b.png', '/images/ref.png']);
    expect(missingAltMessage(body)).toBe(
      'Every image needs alt text: add it to “/media/a/640.webp”, “https://example.com/b.png”, “/images/ref.png”',
    );
  });

  it('counts alt text made of emphasis or code as alt text', () => {
    expect(imagesWithoutAlt('![*Soup* in `a pot`](/images/soup.svg)')).toEqual([]);
  });

  it('leaves what only looks like an image alone: code, escaped brackets, raw HTML', () => {
    const body = [
      '`![](/a.png)`',
      '',
      '    ![](/b.png)',
      '',
      '```',
      '![](/c.png)',
      '```',
      '',
      '\\![](/d.png)',
      '',
      '<img src="/e.png">',
    ].join('\n');
    expect(imagesWithoutAlt(body)).toEqual([]);
    expect(missingAltMessage(body)).toBeNull();
  });
});
