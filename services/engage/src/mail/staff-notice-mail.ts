import { articledRole, invitationPagePath, type StaffNotice } from '@livefully/contracts';
import { button, escapeHtml, layout, paragraph, type ComposedMail } from './compose.js';
import { reviewRequestedMail, sentBackMail } from './review-notice-mail.js';

/** The mail of each kind of staff notice, in the site's look (HTML and text). */
export function staffNoticeMail(origin: string, notice: StaffNotice): ComposedMail {
  switch (notice.kind) {
    case 'invitation':
      return invitationMail(origin, notice);
    case 'review-requested':
      return reviewRequestedMail(origin, notice);
    case 'sent-back':
      return sentBackMail(origin, notice);
  }
}

function invitationMail(origin: string, notice: Extract<StaffNotice, { kind: 'invitation' }>): ComposedMail {
  const url = `${origin}${invitationPagePath(notice.token)}`;
  const role = articledRole(notice.role);
  const until = new Date(notice.expiresAt).toUTCString();
  const subject = `You are invited to join Live Fully as ${role}`;
  const content = [
    `<h1 style="margin:16px 0 12px;font-size:24px;color:#111827">Join the Live Fully team</h1>`,
    paragraph(`${escapeHtml(notice.invitedBy)} invited you to the Live Fully admin as ${escapeHtml(role)}.`),
    paragraph(`Accept by signing in with the Google account of this address.`),
    button(url, 'Accept the invitation'),
    paragraph(`Or open this link: <a href="${escapeHtml(url)}" style="color:#b91c1c;word-break:break-all">${escapeHtml(url)}</a>`),
    paragraph(`The link works once, until ${escapeHtml(until)}.`),
  ].join('\n');
  const footer = 'If you did not expect this, ignore this e-mail: nothing changes until the invitation is accepted.';
  const text = [
    'Join the Live Fully team',
    '',
    `${notice.invitedBy} invited you to the Live Fully admin as ${role}.`,
    'Accept by signing in with the Google account of this address:',
    '',
    url,
    '',
    `The link works once, until ${until}.`,
    '',
    '-- ',
    footer,
  ].join('\n');
  return { subject, html: layout(origin, subject, content, footer), text, headers: {} };
}
