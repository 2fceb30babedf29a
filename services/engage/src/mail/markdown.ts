import MarkdownIt from 'markdown-it';

/**
 * A mailing's markdown as e-mail HTML: raw HTML in the markdown is shown as text (markdown-it's
 * `html: false`), every link and image is made absolute on the site's origin, and every element
 * gets inline styles, since mail clients drop style sheets.
 */
const STYLES: Record<string, string> = {
  p: 'margin:0 0 16px;font-size:16px;line-height:1.6;color:#1f2937',
  h1: 'margin:24px 0 12px;font-size:26px;line-height:1.3;color:#111827',
  h2: 'margin:24px 0 12px;font-size:22px;line-height:1.3;color:#111827',
  h3: 'margin:20px 0 10px;font-size:18px;line-height:1.3;color:#111827',
  h4: 'margin:16px 0 8px;font-size:16px;color:#111827',
  a: 'color:#b91c1c;text-decoration:underline',
  ul: 'margin:0 0 16px;padding-left:24px;color:#1f2937',
  ol: 'margin:0 0 16px;padding-left:24px;color:#1f2937',
  li: 'margin:0 0 6px;font-size:16px;line-height:1.6',
  blockquote: 'margin:0 0 16px;padding:4px 16px;border-left:4px solid #e5e7eb;color:#4b5563',
  img: 'max-width:100%;height:auto;border:0',
  code: 'font-family:Menlo,Consolas,monospace;font-size:14px;background:#f3f4f6;padding:1px 4px',
  pre: 'margin:0 0 16px;padding:12px;background:#f3f4f6;overflow:auto',
  hr: 'border:0;border-top:1px solid #e5e7eb;margin:24px 0',
  table: 'border-collapse:collapse;margin:0 0 16px',
  th: 'border:1px solid #e5e7eb;padding:6px 10px;text-align:left',
  td: 'border:1px solid #e5e7eb;padding:6px 10px',
};

/** A URL as a mail needs it: absolute on the origin when it was a site path; only http(s) and mailto. */
export function absoluteUrl(url: string, origin: string): string | null {
  try {
    const resolved = new URL(url, `${origin}/`);
    return ['http:', 'https:', 'mailto:'].includes(resolved.protocol) ? resolved.href : null;
  } catch {
    return null;
  }
}

export function markdownToEmailHtml(markdown: string, origin: string): string {
  const md = new MarkdownIt({ html: false, linkify: true, typographer: false });
  md.core.ruler.push('email_styles', (state) => {
    const visit = (tokens: typeof state.tokens) => {
      for (const token of tokens) {
        const style = STYLES[token.tag];
        if (style && token.nesting !== -1) token.attrSet('style', style);
        if (token.tag === 'a' && token.nesting === 1) {
          const href = absoluteUrl(String(token.attrGet('href') ?? ''), origin);
          token.attrSet('href', href ?? origin);
        }
        if (token.type === 'image') {
          const src = absoluteUrl(String(token.attrGet('src') ?? ''), origin);
          token.attrSet('src', src ?? '');
        }
        if (token.children) visit(token.children);
      }
    };
    visit(state.tokens);
  });
  return md.render(markdown);
}
