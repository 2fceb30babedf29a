import MarkdownIt from 'markdown-it';

/** The field message of a body with images that have no alt text (docs/media.md, Alt text). */
export const MISSING_ALT_MESSAGE = 'Every image needs alt text';

// CommonMark, HTML as text: the site draws raw HTML as text too, so only markdown images are images.
const parser = new MarkdownIt('commonmark', { html: false });
type Token = ReturnType<typeof parser.parse>[number];

/**
 * The images of a markdown body whose alt text is empty or blank (`![](…)`), by their address,
 * once each, in order. Parsed as markdown, so an image inside a code span or block is no image,
 * and a reference image (`![][ref]`) is found by its definition.
 */
export function imagesWithoutAlt(markdown: string): string[] {
  const found = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (
        token.type === 'image' &&
        !token.children
          ?.map((child) => child.content)
          .join('')
          .trim()
      ) {
        found.add(String(token.attrGet('src') ?? ''));
      }
      if (token.children) visit(token.children);
    }
  };
  visit(parser.parse(markdown, {}));
  return [...found];
}

/** The message naming them, or null when every image has its alt text. */
export function missingAltMessage(markdown: string): string | null {
  const images = imagesWithoutAlt(markdown);
  if (!images.length) return null;
  return `${MISSING_ALT_MESSAGE}: add it to ${images.map((src) => `“${src}”`).join(', ')}`;
}
