import type { StaffNotice } from '@livefully/contracts';
import { button, escapeHtml, layout, paragraph, type ComposedMail } from './compose.js';

type ReviewRequested = Extract<StaffNotice, { kind: 'review-requested' }>;
type SentBack = Extract<StaffNotice, { kind: 'sent-back' }>;

const FOOTER = 'You get this because you are on the Live Fully team.';
const editorUrl = (origin: string, postId: string) => `${origin}/admin/posts/${postId}/edit`;

/** To an editor: a post waits for review (docs/content-admin.md, Review). */
export function reviewRequestedMail(origin: string, notice: ReviewRequested): ComposedMail {
  const url = editorUrl(origin, notice.postId);
  const subject = `Review requested: ${notice.title}`;
  const content = [
    `<h1 style="margin:16px 0 12px;font-size:24px;color:#111827">${escapeHtml(notice.title)}</h1>`,
    paragraph(`${escapeHtml(notice.submittedBy)} submitted this post for review.`),
    paragraph('Publish it, or send it back with a note saying what to change.'),
    button(url, 'Review the post'),
  ].join('\n');
  const text = [
    subject,
    '',
    `${notice.submittedBy} submitted this post for review.`,
    'Publish it, or send it back with a note saying what to change:',
    '',
    url,
    '',
    '-- ',
    FOOTER,
  ].join('\n');
  return { subject, html: layout(origin, subject, content, FOOTER), text, headers: {} };
}

/** To the writer: an editor sent their post back, with the note. */
export function sentBackMail(origin: string, notice: SentBack): ComposedMail {
  const url = editorUrl(origin, notice.postId);
  const subject = `Sent back: ${notice.title}`;
  const note = escapeHtml(notice.note).replaceAll('\n', '<br>');
  const content = [
    `<h1 style="margin:16px 0 12px;font-size:24px;color:#111827">${escapeHtml(notice.title)}</h1>`,
    paragraph(`${escapeHtml(notice.sentBackBy)} sent your post back as a draft, with this note:`),
    `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid #d1d5db;color:#1f2937">${note}</blockquote>`,
    paragraph('Change it and submit it for review again.'),
    button(url, 'Open the post'),
  ].join('\n');
  const text = [
    subject,
    '',
    `${notice.sentBackBy} sent your post back as a draft, with this note:`,
    '',
    notice.note,
    '',
    'Change it and submit it for review again:',
    '',
    url,
    '',
    '-- ',
    FOOTER,
  ].join('\n');
  return { subject, html: layout(origin, subject, content, FOOTER), text, headers: {} };
}
