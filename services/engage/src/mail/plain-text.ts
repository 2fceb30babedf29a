import MarkdownIt from 'markdown-it';
import { absoluteUrl } from './markdown.js';

type Token = ReturnType<InstanceType<typeof MarkdownIt>['parse']>[number];

/** The e-mail convention for a text part's line length (RFC 5322 asks for at most 78). */
export const TEXT_WIDTH = 78;

/** A container the walk is inside: a quote, a list, or one item of a list. */
type Frame =
  { kind: 'quote' } | { kind: 'list'; ordered: boolean; next: number; tight: boolean } | { kind: 'item'; marker: string; started: boolean };

/**
 * A mailing's markdown as the plain-text part of the mail (docs/mail.md, "The text part"):
 * read from markdown-it's token stream, never by pattern on the markdown, so no mark survives.
 * Headings are underlined (`=` for h1, `-` for h2, `~` for h3 and deeper), a link reads
 * `text (url)` with the url absolute on the site's origin (a bare link just the url), an image
 * `[image: alt] (url)`, lists keep `- ` and `1. ` with nested items indented under their
 * parent's text, quotes are prefixed `> `, code is kept as written, and emphasis marks go.
 * Paragraphs are separated by a blank line and wrapped at TEXT_WIDTH between words, so a url is
 * never broken (a word longer than the line stands on a line of its own).
 */
export function markdownToText(markdown: string, origin: string): string {
  const md = new MarkdownIt({ html: false, linkify: true, typographer: false });
  const tokens = md.parse(markdown, {});
  return new TextWriter(origin).write(tokens);
}

class TextWriter {
  private readonly lines: string[] = [];
  private readonly frames: Frame[] = [];
  private gap = false;

  constructor(private readonly origin: string) {}

  write(tokens: Token[]): string {
    for (let i = 0; i < tokens.length; i += 1) {
      const token = tokens[i]!;
      switch (token.type) {
        case 'heading_open':
          this.heading(Number(token.tag.slice(1)), this.inline(tokens[i + 1]!));
          break;
        case 'paragraph_open':
          this.block(this.wrapped(this.inline(tokens[i + 1]!)));
          break;
        case 'fence':
        case 'code_block':
          this.block(token.content.replace(/\n$/, '').split('\n'));
          break;
        case 'hr':
          this.block(['* * *']);
          break;
        case 'blockquote_open':
          // The blank line before a quote is outside it.
          this.separate();
          this.frames.push({ kind: 'quote' });
          break;
        case 'blockquote_close':
          this.frames.pop();
          this.gap = !this.inTightList();
          break;
        case 'bullet_list_open':
        case 'ordered_list_open':
          this.frames.push({
            kind: 'list',
            ordered: token.type === 'ordered_list_open',
            next: Number(token.attrGet('start') ?? 1),
            tight: isTight(tokens, i),
          });
          break;
        case 'bullet_list_close':
        case 'ordered_list_close':
          this.frames.pop();
          this.gap = !this.inTightList();
          break;
        case 'list_item_open':
          this.frames.push({ kind: 'item', marker: this.marker(), started: false });
          break;
        case 'list_item_close':
          this.frames.pop();
          break;
        case 'tr_open':
          i = this.tableRow(tokens, i);
          break;
        case 'table_close':
          this.gap = !this.inTightList();
          break;
      }
    }
    return this.lines.join('\n');
  }

  /** Underlined: `=` under h1, `-` under h2, `~` under h3 and deeper, as long as the heading. */
  private heading(level: number, text: string): void {
    const line = text.replace(/\n/g, ' ');
    const rule = level === 1 ? '=' : level === 2 ? '-' : '~';
    this.block([line, rule.repeat(Math.max(3, [...line].length))]);
    this.gap = true;
  }

  /** A row of a table: its cells side by side, split by ` | `; the rows of a table stay together. */
  private tableRow(tokens: Token[], from: number): number {
    const cells: string[] = [];
    let i = from + 1;
    for (; i < tokens.length && tokens[i]!.type !== 'tr_close'; i += 1) {
      if (tokens[i]!.type === 'inline') cells.push(this.inline(tokens[i]!).replace(/\n/g, ' '));
    }
    this.block([cells.join(' | ')]);
    this.gap = false;
    return i;
  }

  /** Adds lines under the current containers' prefixes, after a blank line when one is due. */
  private block(lines: string[]): void {
    this.separate();
    for (const line of lines) this.lines.push(`${this.prefix(false)}${line}`.trimEnd());
    this.gap = !this.inTightList();
  }

  private separate(): void {
    if (this.gap && this.lines.length > 0) this.lines.push(this.prefix(true).trimEnd());
    this.gap = false;
  }

  /** The quote marks and list indentation of a line; an item's first line carries its marker. */
  private prefix(blank: boolean): string {
    let prefix = '';
    for (const frame of this.frames) {
      if (frame.kind === 'quote') prefix += '> ';
      if (frame.kind === 'item') {
        if (blank) prefix += ' '.repeat(frame.marker.length);
        else {
          prefix += frame.started ? ' '.repeat(frame.marker.length) : frame.marker;
          frame.started = true;
        }
      }
    }
    return prefix;
  }

  private marker(): string {
    const list = this.frames.findLast((frame) => frame.kind === 'list');
    if (list?.kind !== 'list' || !list.ordered) return '- ';
    const marker = `${list.next}. `;
    list.next += 1;
    return marker;
  }

  private inTightList(): boolean {
    const inner = this.frames.findLast((frame) => frame.kind === 'list' || frame.kind === 'quote');
    return inner?.kind === 'list' && inner.tight;
  }

  /** Lines of at most TEXT_WIDTH with the prefixes, broken between words; a hard break stays one. */
  private wrapped(text: string): string[] {
    const width = Math.max(20, TEXT_WIDTH - this.prefixWidth());
    return text.split('\n').flatMap((line) => wrapLine(line, width));
  }

  private prefixWidth(): number {
    return this.frames.reduce((width, frame) => width + (frame.kind === 'quote' ? 2 : frame.kind === 'item' ? frame.marker.length : 0), 0);
  }

  /** The text of an inline token: marks dropped, links and images spelled out, hard breaks as newlines. */
  private inline(token: Token): string {
    let text = '';
    let link: { href: string | null; bare: boolean; from: number } | null = null;
    for (const child of token.children ?? []) {
      switch (child.type) {
        case 'text':
        case 'code_inline':
          text += child.content;
          break;
        case 'softbreak':
          text += ' ';
          break;
        case 'hardbreak':
          text += '\n';
          break;
        case 'image': {
          const src = absoluteUrl(String(child.attrGet('src') ?? ''), this.origin);
          text += `[image: ${child.content}]${src ? ` (${src})` : ''}`;
          break;
        }
        case 'link_open': {
          const bare = child.markup === 'autolink' || child.markup === 'linkify';
          link = { href: absoluteUrl(String(child.attrGet('href') ?? ''), this.origin), bare, from: text.length };
          break;
        }
        case 'link_close': {
          if (!link) break;
          const label = text.slice(link.from);
          if (link.href && !link.bare && label !== link.href) text += ` (${link.href})`;
          link = null;
          break;
        }
      }
    }
    return text;
  }
}

/** Whether a list is tight: markdown-it hides the paragraphs of a tight list's items. */
function isTight(tokens: Token[], listOpen: number): boolean {
  const level = tokens[listOpen]!.level;
  for (let i = listOpen + 1; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    if (token.level <= level) break;
    if (token.type === 'paragraph_open' && token.level === level + 2) return token.hidden;
  }
  return true;
}

/** One line broken between words to at most `width`; a word longer than that stays whole. */
export function wrapLine(line: string, width: number): string[] {
  const words = line.split(' ').filter((word) => word !== '');
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    if (current === '') current = word;
    else if ([...current].length + 1 + [...word].length <= width) current += ` ${word}`;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current !== '' || lines.length === 0) lines.push(current);
  return lines;
}
