import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';

const LIBRARY_ID = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//;

/** The media library item a site path names (any of its files), or undefined for any other path. */
export function libraryIdOf(path: string): string | undefined {
  return LIBRARY_ID.exec(path.trim())?.[1];
}

type Cut = { start: number; end: number };

function each(node: Nodes, visit: (node: Nodes) => boolean | void): void {
  if (visit(node) === false || !('children' in node)) return;
  for (const child of node.children) each(child, visit);
}

function offsets(node: Nodes): Cut {
  return { start: node.position?.start.offset ?? 0, end: node.position?.end.offset ?? 0 };
}

/**
 * The library paths a markdown text points at, read as the site's renderer reads it (CommonMark):
 * images, links and link definitions, reference images and links through their definitions.
 * Raw HTML is not drawn by the site, so its paths are not looked at.
 */
export function markdownTargets(markdown: string): { node: Nodes; path: string }[] {
  const tree = fromMarkdown(markdown);
  const definitions = new Map<string, string>();
  each(tree, (node) => {
    // The first definition of a label wins, as in CommonMark.
    if (node.type === 'definition' && !definitions.has(node.identifier)) definitions.set(node.identifier, node.url);
  });
  const targets: { node: Nodes; path: string }[] = [];
  each(tree, (node) => {
    const path =
      node.type === 'image' || node.type === 'link' || node.type === 'definition'
        ? node.url
        : node.type === 'imageReference' || node.type === 'linkReference'
          ? definitions.get(node.identifier)
          : undefined;
    if (path !== undefined && libraryIdOf(path)) targets.push({ node, path });
  });
  return targets;
}

/**
 * The text without what points at the given library items: an image and a definition go
 * whole, a link keeps its words. Everything else is kept byte for byte.
 */
export function withoutLibraryItems(markdown: string, gone: ReadonlySet<string>): { text: string; dropped: string[] } {
  const cuts: Cut[] = [];
  const dropped = new Set<string>();
  for (const { node, path } of markdownTargets(markdown)) {
    if (!gone.has(libraryIdOf(path)!)) continue;
    dropped.add(path);
    const whole = offsets(node);
    const children = 'children' in node ? node.children : [];
    if (children.length === 0) {
      cuts.push(whole);
    } else {
      // `[words](path)`: the brackets and the destination go, the words stay (with any image inside, judged on its own).
      cuts.push({ start: whole.start, end: offsets(children[0]!).start });
      cuts.push({ start: offsets(children[children.length - 1]!).end, end: whole.end });
    }
  }
  let text = markdown;
  for (const cut of cuts.sort((a, b) => b.start - a.start)) text = text.slice(0, cut.start) + text.slice(cut.end);
  return { text, dropped: [...dropped] };
}
