import { Editor, type JSONContent, type NodeViewRenderer } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import Paragraph from '@tiptap/extension-paragraph';
import Strike from '@tiptap/extension-strike';
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

/**
 * How text is spelled in markdown. @tiptap/markdown writes every & < > as an HTML entity ("Fish &amp;
 * chips"), which makes the stored markdown hard to read and diff, and turns a named entity it left
 * undecoded (&copy;) into literal text (&amp;copy;). Here only what would otherwise be read as markup is
 * escaped: a character reference the parser already decoded (so any left was written literally), and a
 * "<" that could open a tag or an autolink. A named entity such as &copy; stays as written.
 * The inline marks (\\ ` * _ [ ] ~) are backslash-escaped as @tiptap/markdown does.
 */
export function encodeText(text: string): string {
  return text
    .replace(/([\\`*_[\]~])/g, '\\$1')
    .replace(/&(?=#(?:\d{1,7}|[xX][0-9a-fA-F]{1,6});)/g, '\\&')
    .replace(/<(?=[A-Za-z/!?])/g, '\\<');
}

interface TextEncoding {
  codeTypes: Set<string>;
  encodeTextForMarkdown(text: string, node: JSONContent, parent?: JSONContent): string;
}

const ReadableMarkdown = Markdown.extend({
  onBeforeCreate(event) {
    this.parent?.(event);
    // encodeTextForMarkdown is private in @tiptap/markdown 3.34; the round-trip test pins its behaviour.
    const manager = this.storage.manager as unknown as TextEncoding;
    const isCode = (type: unknown) => typeof type === 'string' && manager.codeTypes.has(type);
    manager.encodeTextForMarkdown = (text, node, parent) =>
      isCode(parent?.type) || (node.marks ?? []).some((mark) => isCode(typeof mark === 'string' ? mark : mark.type))
        ? text
        : encodeText(text);
  },
});

/**
 * Strikethrough is read and written (a stored body may hold ~~text~~), but not offered: it is not in
 * the round-trip corpus, so no shortcut, input rule or paste rule makes it.
 */
const ReadOnlyStrike = Strike.extend({
  addKeyboardShortcuts: () => ({}),
  addInputRules: () => [],
  addPasteRules: () => [],
});

const SafeParagraph = Paragraph.extend({
  renderMarkdown(node, helpers, context) {
    const markdown = this.parent?.(node, helpers, context) ?? '';
    return escapeBlockStarts(markdown);
  },
});

/**
 * The extensions the visual editor uses; the round trip runs through the same schema. Underline is left
 * out: markdown has no underline, so Mod-U would make text the stored form cannot say. The editor draws
 * images with its own view (the alt text marker); a view changes neither the schema nor the markdown.
 */
export function visualEditorExtensions({ imageView }: { imageView?: NodeViewRenderer } = {}) {
  return [
    StarterKit.configure({ paragraph: false, strike: false, underline: false, link: { openOnClick: false } }),
    SafeParagraph,
    ReadOnlyStrike,
    (imageView ? Image.extend({ addNodeView: () => imageView }) : Image).configure({ inline: true }),
    ReadableMarkdown,
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
