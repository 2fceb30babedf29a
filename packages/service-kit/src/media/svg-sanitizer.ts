import type { DOMPurify } from 'dompurify';

// Loaded on the first SVG: a process that only stores and serves files never holds a DOM.
let purifier: Promise<DOMPurify> | undefined;
const purifierOf = () =>
  (purifier ??= Promise.all([import('dompurify'), import('jsdom')]).then(([{ default: createDOMPurify }, { JSDOM }]) =>
    createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]),
  ));
const SVG_NS = 'http://www.w3.org/2000/svg';

/**
 * Filter steps whose cost grows with an attribute rather than with the pixels (octaves of noise,
 * kernel sizes, lights), and the one that loads another image: a file that needs them to be
 * drawn in reasonable time and memory is not one the library takes, so they go.
 */
const COSTLY_FILTERS = [
  'feTurbulence',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feSpecularLighting',
  'feDistantLight',
  'fePointLight',
  'feSpotLight',
  'feImage',
];

/**
 * An uploaded SVG as the library keeps it, or null when it is no SVG: DOMPurify (cure53's
 * sanitiser, run on a jsdom window) keeps the SVG profile's elements and attributes, so no
 * script, event handler, `javascript:` link or foreign HTML survives; embedded images and
 * `foreignObject` go too, so nothing is fetched when the file is drawn, and `<metadata>` (its
 * author, licence and dates are the uploader's, not the picture's), and the costly filter steps.
 * Entities and the document type are never expanded: the file is read as HTML.
 */
export async function sanitizeSvg(text: string): Promise<string | null> {
  const purify = await purifierOf();
  const fragment = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['image', 'foreignObject', 'script', 'style', 'metadata', ...COSTLY_FILTERS],
    ADD_ATTR: ['role'],
    RETURN_DOM_FRAGMENT: true,
  });
  const root = fragment.firstElementChild;
  if (!root || root.localName !== 'svg' || root.namespaceURI !== SVG_NS || fragment.children.length !== 1) return null;
  root.setAttribute('xmlns', SVG_NS);
  if (root.outerHTML.includes('xlink:')) root.setAttribute('xmlns:xlink', 'http://www.w3.org/1999/xlink');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${root.outerHTML}\n`;
}

/** How many filter steps a sanitised SVG has: each one is a picture of its own while it is drawn. */
export function filterSteps(svg: string): number {
  return svg.match(/<fe[A-Za-z]+[\s>/]/g)?.length ?? 0;
}
