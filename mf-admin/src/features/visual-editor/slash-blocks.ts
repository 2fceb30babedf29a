import type { ChainedCommands } from '@tiptap/core';

/** A block the `/` menu inserts. `run` gets a chain that has already removed the typed "/query". */
export type SlashBlock = {
  id: string;
  label: string;
  keywords: string;
  run: (chain: ChainedCommands) => void;
};

/** The image block asks for a file; the editor component handles it (the same upload as a paste). */
export const IMAGE_BLOCK_ID = 'image';

export const SLASH_BLOCKS: SlashBlock[] = [
  { id: 'heading-1', label: 'Heading 1', keywords: 'h1 title', run: (c) => c.setNode('heading', { level: 1 }).run() },
  { id: 'heading-2', label: 'Heading 2', keywords: 'h2 subtitle', run: (c) => c.setNode('heading', { level: 2 }).run() },
  { id: 'heading-3', label: 'Heading 3', keywords: 'h3', run: (c) => c.setNode('heading', { level: 3 }).run() },
  { id: 'bullet-list', label: 'Bulleted list', keywords: 'ul unordered bullets', run: (c) => c.toggleBulletList().run() },
  { id: 'ordered-list', label: 'Numbered list', keywords: 'ol ordered numbers', run: (c) => c.toggleOrderedList().run() },
  { id: 'quote', label: 'Quote', keywords: 'blockquote citation', run: (c) => c.toggleBlockquote().run() },
  { id: 'code-block', label: 'Code block', keywords: 'pre fence', run: (c) => c.toggleCodeBlock().run() },
  { id: 'divider', label: 'Divider', keywords: 'hr rule line separator', run: (c) => c.setHorizontalRule().run() },
  { id: IMAGE_BLOCK_ID, label: 'Image', keywords: 'picture photo upload', run: (c) => c.run() },
];

/** The blocks whose name or keywords start a word with what was typed after "/". */
export function blocksMatching(query: string): SlashBlock[] {
  const q = query.trim().toLowerCase();
  if (!q) return SLASH_BLOCKS;
  return SLASH_BLOCKS.filter((block) =>
    `${block.label} ${block.keywords}`
      .toLowerCase()
      .split(/\s+/)
      .some((word) => word.startsWith(q)),
  );
}
