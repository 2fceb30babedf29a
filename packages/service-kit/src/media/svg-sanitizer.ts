import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

const purify = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * An uploaded SVG as the library keeps it, or null when it is no SVG: DOMPurify (cure53's
 * sanitiser, run on a jsdom window) keeps the SVG profile's elements and attributes, so no
 * script, event handler, `javascript:` link or foreign HTML survives; embedded images and
 * `foreignObject` go too, so nothing is fetched when the file is drawn. Entities and the
 * document type are never expanded: the file is read as HTML.
 */
export function sanitizeSvg(text: string): string | null {
  const fragment = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['image', 'foreignObject', 'script', 'style'],
    ADD_ATTR: ['role'],
    RETURN_DOM_FRAGMENT: true,
  });
  const root = fragment.firstElementChild;
  if (!root || root.localName !== 'svg' || root.namespaceURI !== SVG_NS || fragment.children.length !== 1) return null;
  root.setAttribute('xmlns', SVG_NS);
  if (root.outerHTML.includes('xlink:')) root.setAttribute('xmlns:xlink', 'http://www.w3.org/1999/xlink');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root.outerHTML}\n`;
}
