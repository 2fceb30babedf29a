import { MemoryRouter } from '@livefully/web-kit/router';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import MarkdownRenderer from './markdown-renderer';
import { safeUrl } from './safe-url';

function html(markdown: string): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <MarkdownRenderer>{markdown}</MarkdownRenderer>
    </MemoryRouter>,
  );
}

describe('MarkdownRenderer', () => {
  it('renders headings, emphasis and lists', () => {
    const out = html('## Slow mornings\n\nA *calm* start:\n\n- tea\n- a walk');
    expect(out).toContain('<h2>Slow mornings</h2>');
    expect(out).toContain('<em>calm</em>');
    expect(out).toContain('<li>a walk</li>');
  });

  it('drops a javascript: link but keeps its text', () => {
    const out = html('[click me](javascript:alert(1))');
    expect(out).not.toMatch(/javascript/i);
    expect(out).toContain('click me');
    expect(out).not.toContain('<a');
  });

  it('drops a data: image source', () => {
    expect(html('![x](data:text/html;base64,PHNjcmlwdD4=)')).not.toContain('data:');
  });

  it('keeps http, https, mailto and relative links', () => {
    const out = html('[a](https://example.com) [b](http://example.com) [c](mailto:hi@example.com) [d](/blog/slow-mornings)');
    expect(out).toContain('href="https://example.com"');
    expect(out).toContain('href="http://example.com"');
    expect(out).toContain('href="mailto:hi@example.com"');
    expect(out).toContain('href="/blog/slow-mornings"');
  });

  it('draws a library image with its AVIF and WebP variants, its size and lazy loading', () => {
    const id = '0b7c5a0e-8f43-4d5e-9a57-1c2b3d4e5f60';
    const out = html(`![Pines in fog](/media/${id}/original-700x400.jpg)`);
    expect(out).toContain(
      `<source type="image/avif" srcSet="/media/${id}/320.avif 320w, /media/${id}/640.avif 640w, /media/${id}/700.avif 700w"`,
    );
    expect(out).toContain(
      `<source type="image/webp" srcSet="/media/${id}/320.webp 320w, /media/${id}/640.webp 640w, /media/${id}/700.webp 700w"`,
    );
    expect(out).toMatch(
      /<img src="\/media\/[^"]+\/700\.webp" alt="Pines in fog" width="700" height="400" decoding="async" loading="lazy"\/>/,
    );
  });

  it('does not render raw HTML', () => {
    const out = html('<script>alert(1)</script><img src=x onerror="alert(1)">');
    expect(out).not.toContain('<script');
    expect(out).not.toContain('onerror');
  });
});

describe('safeUrl', () => {
  it.each(['http://a.b', 'https://a.b/c?d#e', 'irc://a.b', 'ircs://a.b', 'mailto:a@b.c', 'xmpp:a@b.c', 'HTTPS://A.B'])('keeps %s', (url) =>
    expect(safeUrl(url)).toBe(url),
  );

  it.each(['/blog/x', '#section', '?q=1', 'guide/x', './a:b'])('keeps the relative link %s', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd', 'ftp://a.b'])(
    'drops %s',
    (url) => expect(safeUrl(url)).toBe(''),
  );
});
