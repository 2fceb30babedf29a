import { Editor } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import Paragraph from '@tiptap/extension-paragraph';
import { Markdown } from '@tiptap/markdown';
import StarterKit from '@tiptap/starter-kit';

/**
 * @tiptap/markdown backslash-escapes inline marks in text (* _ ` [ ] ~ \) but not the marks that start
 * a block, so a paragraph that reads "# not a heading" or "1. not a list" came back as a heading or a
 * list. Escape them at the start of every line of a paragraph, where they would take effect.
 */
export function escapeBlockStarts(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) =>
      line
        .replace(/^( {0,3})(#{1,6})(?=[ \t]|$)/, '$1\\$2')
        .replace(/^( {0,3})(\d{1,9})([.)])(?=[ \t]|$)/, '$1$2\\$3')
        .replace(/^( {0,3})([-+])(?=[ \t]|$)/, '$1\\$2')
        .replace(/^( {0,3})>/, '$1\\>')
        .replace(/^( {0,3})(=+|-+)([ \t]*)$/, '$1\\$2$3'),
    )
    .join('\n');
}

const SafeParagraph = Paragraph.extend({
  renderMarkdown(node, helpers, context) {
    const markdown = this.parent?.(node, helpers, context) ?? '';
    return escapeBlockStarts(markdown);
  },
});

/**
 * The extensions the visual editor uses; the round trip runs through the same schema. Underline is left
 * out: markdown has no underline, so Mod-U would make text the stored form cannot say.
 */
export function visualEditorExtensions() {
  return [
    StarterKit.configure({ paragraph: false, underline: false, link: { openOnClick: false } }),
    SafeParagraph,
    Image.configure({ inline: true }),
    Markdown,
  ];
}

/**
 * markdown → the editor's document → markdown, through a headless editor with the editor's schema.
 * A stored body ends with one newline; the serializer drops it, so it is put back.
 */
export function roundTrip(markdown: string): string {
  const editor = new Editor({ extensions: visualEditorExtensions(), content: markdown, contentType: 'markdown' });
  try {
    const out = editor.getMarkdown();
    return out === '' ? '' : out.replace(/\n*$/, '\n');
  } finally {
    editor.destroy();
  }
}
