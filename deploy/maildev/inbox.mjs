// @ts-check
import { Buffer } from 'node:buffer';
import { TextDecoder } from 'node:util';

/**
 * Reads MailDev's inbox through its REST API (MailDev 3: `GET /api/email`, `DELETE
 * /api/email/all`), for the tests that check what the site sent.
 *
 * @typedef {{
 *   id: string,
 *   to: string[],
 *   subject: string,
 *   html: string,
 *   text: string,
 *   headers: Record<string, string>,
 *   date: string,
 * }} Mail
 * `to`: the addresses the message was delivered to (the SMTP envelope's recipients, else
 * the To header's), as sent. `headers`: every header by its lower-case name; one that
 * appears several times has its values joined by a newline. `date`: when MailDev received
 * it (ISO 8601).
 */

/**
 * @typedef {{ address: string }} MailDevAddress
 * @typedef {{
 *   id: string, time: string, subject?: string, html?: string, text?: string,
 *   to?: MailDevAddress[], envelope?: { to?: MailDevAddress[] },
 * }} MailDevEmail
 */

/**
 * Every message in the inbox, oldest first.
 * @param {string} webUrl MailDev's web address (`startMailDev(…).webUrl`, `stack.mailInboxUrl`)
 * @returns {Promise<Mail[]>}
 */
export async function listMail(webUrl) {
  const response = await fetch(new URL('api/email?sort=asc', withSlash(webUrl)), { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`MailDev answered ${response.status} to GET /api/email`);
  const emails = /** @type {MailDevEmail[]} */ (await response.json());
  // MailDev's JSON keeps only some headers (not From, List-Unsubscribe…): they are read
  // from each message's source.
  return Promise.all(emails.map(async (email) => toMail(email, await sourceHeaders(webUrl, email.id))));
}

/**
 * Every header of a message's source, unfolded, by lower-case name, encoded words decoded.
 * @param {string} webUrl @param {string} id
 * @returns {Promise<Record<string, string>>}
 */
async function sourceHeaders(webUrl, id) {
  const response = await fetch(new URL(`api/email/${encodeURIComponent(id)}/source`, withSlash(webUrl)), {
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`MailDev answered ${response.status} to GET /api/email/${id}/source`);
  const source = await response.text();
  const end = source.search(/\r?\n\r?\n/);
  const block = (end === -1 ? source : source.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = decodeEncodedWords(line.slice(colon + 1).trim());
    headers[name] = name in headers ? `${headers[name]}\n${value}` : value;
  }
  return headers;
}

/**
 * RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) as text; the blanks between two
 * adjacent ones go.
 * @param {string} value
 */
function decodeEncodedWords(value) {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?[^?]+\?[BbQq]\?[^?]*\?=)/g, '$1')
    .replace(/=\?([^?*]+)(?:\*[^?]*)?\?([BbQq])\?([^?]*)\?=/g, (_word, charset, encoding, text) => {
      const bytes =
        encoding.toUpperCase() === 'B'
          ? Buffer.from(text, 'base64')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9A-Fa-f]{2})/g, (/** @type {string} */ _m, /** @type {string} */ hex) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              'latin1',
            );
      try {
        return new TextDecoder(charset).decode(bytes);
      } catch {
        return bytes.toString('latin1');
      }
    });
}

/**
 * Deletes every message in the inbox.
 * @param {string} webUrl
 */
export async function clearInbox(webUrl) {
  const response = await fetch(new URL('api/email/all', withSlash(webUrl)), { method: 'DELETE', signal: AbortSignal.timeout(10_000) });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`MailDev answered ${response.status} to DELETE /api/email/all`);
}

/**
 * The first message (oldest first) that `predicate` accepts, once there is one; fails after
 * `timeoutMs` (10 s unless told) naming what the inbox held.
 * @param {string} webUrl
 * @param {(mail: Mail) => boolean} predicate
 * @param {{ timeoutMs?: number, intervalMs?: number }} [options]
 * @returns {Promise<Mail>}
 */
export async function waitForMail(webUrl, predicate, { timeoutMs = 10_000, intervalMs = 200 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = await listMail(webUrl);
    const found = mail.find(predicate);
    if (found) return found;
    if (Date.now() > deadline) {
      const held = mail.map((m) => `  ${m.to.join(', ')}: ${m.subject}`).join('\n') || '  (nothing)';
      throw new Error(`no matching mail arrived within ${timeoutMs / 1000}s; the inbox held:\n${held}`);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/**
 * The http(s) links of a message: the `href`s of its HTML part, then the URLs of its text
 * part, each once, in that order (to find the confirmation or unsubscribe link).
 * @param {Mail} mail
 * @returns {string[]}
 */
export function linksOf(mail) {
  const hrefs = [...mail.html.matchAll(/href\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)].map((m) => decodeEntities(m[1] ?? m[2] ?? ''));
  const inText = [...mail.text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((m) => m[0]);
  return [...new Set([...hrefs, ...inText].filter((link) => /^https?:\/\//i.test(link)))];
}

/** @param {MailDevEmail} email @param {Record<string, string>} headers @returns {Mail} */
function toMail(email, headers) {
  const recipients = email.envelope?.to?.length ? email.envelope.to : (email.to ?? []);
  return {
    id: email.id,
    to: recipients.map((recipient) => recipient.address),
    subject: email.subject ?? '',
    html: email.html ?? '',
    text: email.text ?? '',
    headers,
    date: new Date(email.time).toISOString(),
  };
}

/** @param {string} url */
function withSlash(url) {
  return url.endsWith('/') ? url : `${url}/`;
}

/** The entities an href of a generated message carries. @param {string} value */
function decodeEntities(value) {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}
