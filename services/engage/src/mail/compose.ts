import { listTitle, NEWSLETTER_PAGE_PATH, oneClickPath, unsubscribePagePath, type ListId } from '@livefully/contracts';
import { absoluteUrl, markdownToEmailHtml } from './markdown.js';
import { markdownToText } from './plain-text.js';

/** One of the newest articles, as the newsletter's block lists it. */
export interface LatestArticle {
  slug: string;
  title: string;
  excerpt: string;
  imagePath: string;
  imageAlt: string;
}

export interface ComposedMail {
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

/** The frame every mail shares: a centred column, the site's name on top, a footer under it. */
export function layout(origin: string, title: string, content: string, footer: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:#f9fafb;${FONT}">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="background:#f9fafb"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellspacing="0" cellpadding="0" style="max-width:600px;width:100%;background:#ffffff;border:1px solid #e5e7eb;border-radius:8px">
<tr><td style="padding:24px 32px 8px"><a href="${escapeHtml(origin)}/" style="${FONT};font-size:20px;font-weight:700;color:#b91c1c;text-decoration:none">Live Fully</a></td></tr>
<tr><td style="padding:8px 32px 16px;${FONT}">${content}</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e5e7eb;${FONT};font-size:13px;line-height:1.5;color:#6b7280">${footer}</td></tr>
</table></td></tr></table></body></html>`;
}

/** The last line of every subscription mail: the newsletter's page, to read about it or pass it on. */
function newsletterLine(origin: string): { html: string; text: string } {
  const url = `${origin}${NEWSLETTER_PAGE_PATH}`;
  return {
    html: `<br>The Live Fully newsletter, what it holds and how often: <a href="${escapeHtml(url)}" style="color:#6b7280;text-decoration:underline">${escapeHtml(`${new URL(origin).host}${NEWSLETTER_PAGE_PATH}`)}</a>`,
    text: `The Live Fully newsletter, what it holds and how often: ${url}`,
  };
}

export const button = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;background:#b91c1c;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:6px">${escapeHtml(label)}</a></p>`;

/** A paragraph of a mail's body. */
export const paragraph = (html: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:#1f2937">${html}</p>`;

/** The double opt-in mail: one button to the confirm page; ignoring it keeps the address off the list. */
export function confirmationMail(input: { origin: string; list: ListId; confirmUrl: string; ttlHours: number }): ComposedMail {
  const title = listTitle(input.list);
  const subject = `Confirm your subscription to ${title}`;
  const what = input.list === 'newsletter' ? 'our regular insights and tips for living fully' : `a note when ${title} becomes available`;
  const p = (text: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.6;color:#1f2937">${text}</p>`;
  const content = [
    `<h1 style="margin:16px 0 12px;font-size:24px;color:#111827">Please confirm your subscription</h1>`,
    p(`Someone, hopefully you, asked for ${escapeHtml(what)} at this address. Confirm to start receiving it.`),
    button(input.confirmUrl, 'Confirm subscription'),
    p(
      `Or open this link: <a href="${escapeHtml(input.confirmUrl)}" style="color:#b91c1c;word-break:break-all">${escapeHtml(input.confirmUrl)}</a>`,
    ),
    p(`The link works for ${input.ttlHours} hours.`),
  ].join('\n');
  const newsletter = newsletterLine(input.origin);
  const footer = `If you did not ask for this, ignore this e-mail: you will not be subscribed and we will not write again.${newsletter.html}`;
  const text = [
    'Please confirm your subscription',
    '',
    `Someone, hopefully you, asked for ${what} at this address. Confirm to start receiving it:`,
    '',
    input.confirmUrl,
    '',
    `The link works for ${input.ttlHours} hours.`,
    '',
    '-- ',
    'If you did not ask for this, ignore this e-mail: you will not be subscribed and we will not write again.',
    newsletter.text,
  ].join('\n');
  return { subject, html: layout(input.origin, subject, content, footer), text, headers: {} };
}

export interface MailingContent {
  list: ListId;
  subject: string;
  body: string;
  includeLatest: boolean;
}

/**
 * A newsletter issue or an app announcement for one recipient: the body, the newest articles
 * when asked for, a visible unsubscribe link and the RFC 8058 headers with the one-click URL.
 */
export function mailingMail(input: {
  origin: string;
  mailing: MailingContent;
  latest: LatestArticle[];
  unsubscribeToken: string;
  subjectPrefix?: string;
}): ComposedMail {
  const { origin, mailing } = input;
  const unsubscribeUrl = `${origin}${unsubscribePagePath(input.unsubscribeToken)}`;
  const oneClickUrl = `${origin}${oneClickPath(input.unsubscribeToken)}`;
  const title = listTitle(mailing.list);
  const subject = `${input.subjectPrefix ?? ''}${mailing.subject}`;
  const latest = mailing.list === 'newsletter' && mailing.includeLatest ? input.latest : [];
  const articleUrl = (slug: string) => `${origin}/blog/${encodeURIComponent(slug)}`;

  const latestHtml = latest.length
    ? [
        `<h2 style="margin:32px 0 12px;font-size:20px;color:#111827">Latest articles</h2>`,
        ...latest.map((article) => {
          const image = article.imagePath ? absoluteUrl(article.imagePath, origin) : null;
          return `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="margin:0 0 20px"><tr>${
            image
              ? `<td width="120" valign="top" style="padding-right:16px"><a href="${escapeHtml(articleUrl(article.slug))}"><img src="${escapeHtml(image)}" alt="${escapeHtml(article.imageAlt)}" width="120" style="display:block;width:120px;height:auto;border:0;border-radius:4px"></a></td>`
              : ''
          }<td valign="top"><a href="${escapeHtml(articleUrl(article.slug))}" style="font-size:17px;font-weight:600;color:#111827;text-decoration:none">${escapeHtml(article.title)}</a><p style="margin:6px 0 0;font-size:14px;line-height:1.5;color:#4b5563">${escapeHtml(article.excerpt)}</p></td></tr></table>`;
        }),
      ].join('\n')
    : '';
  const newsletter = newsletterLine(origin);
  const footer = `You receive this because you subscribed to ${escapeHtml(title)} at <a href="${escapeHtml(origin)}/" style="color:#6b7280">${escapeHtml(new URL(origin).host)}</a>.<br><a href="${escapeHtml(unsubscribeUrl)}" style="color:#6b7280;text-decoration:underline">Unsubscribe</a> at any time, with one click.${newsletter.html}`;
  const html = layout(origin, subject, `${markdownToEmailHtml(mailing.body, origin)}${latestHtml}`, footer);

  const text = [
    markdownToText(mailing.body, origin).trim(),
    ...(latest.length
      ? ['', 'Latest articles', '---------------', '', ...latest.map((article) => `- ${article.title}\n  ${articleUrl(article.slug)}`)]
      : []),
    '',
    '-- ',
    `You receive this because you subscribed to ${title} at ${new URL(origin).host}.`,
    `Unsubscribe: ${unsubscribeUrl}`,
    newsletter.text,
  ].join('\n');

  return {
    subject,
    html,
    text,
    headers: { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
