import { describe, expect, it } from 'vitest';
import { confirmationMail, mailingMail } from './compose.js';
import { markdownToEmailHtml } from './markdown.js';

const origin = 'https://livefully.example';

describe('markdownToEmailHtml', () => {
  it('shows raw HTML as text, styles each element inline and makes links and images absolute', () => {
    const html = markdownToEmailHtml('<script>alert(1)</script>\n\n[Blog](/blog) ![A view](/media/view.webp)', origin);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
    expect(html).toContain(`<a href="${origin}/blog" style="`);
    expect(html).toContain(`src="${origin}/media/view.webp"`);
    expect(html).toMatch(/<p style="[^"]+">/);
  });

  it('never keeps a javascript: link', () => {
    expect(markdownToEmailHtml('[x](javascript:alert(1)) <javascript:alert(1)>', origin)).not.toMatch(/href="javascript:/i);
  });
});

describe('mailingMail', () => {
  const mailing = { list: 'newsletter' as const, subject: 'Issue <1>', body: 'Hello', includeLatest: true };
  const latest = [{ slug: 'a-walk', title: 'A walk & a talk', excerpt: 'Out', imagePath: '/images/walk.svg', imageAlt: 'A path' }];

  it('has a visible unsubscribe link, the RFC 8058 headers and the articles block, escaped', () => {
    const mail = mailingMail({ origin, mailing, latest, unsubscribeToken: 'tok.en' });
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${origin}/api/subscriptions/one-click?token=tok.en>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail.html).toContain(`href="${origin}/subscriptions/unsubscribe?token=tok.en"`);
    expect(mail.html).toContain('<title>Issue &lt;1&gt;</title>');
    expect(mail.html).toContain(`href="${origin}/blog/a-walk"`);
    expect(mail.html).toContain('A walk &amp; a talk');
    expect(mail.html).toContain(`src="${origin}/images/walk.svg" alt="A path"`);
    expect(mail.text).toContain(`- A walk & a talk\n  ${origin}/blog/a-walk`);
    expect(mail.text).toContain(`Unsubscribe: ${origin}/subscriptions/unsubscribe?token=tok.en`);
  });

  it("tracks nothing: no pixel, no image but the body's and the articles', every link to its real address", () => {
    const body = '## News\n\nRead [the walk](/blog/a-walk) and [a friend](https://friend.example/page?x=1).\n\n![A view](/images/view.svg)';
    const mail = mailingMail({ origin, mailing: { ...mailing, body }, latest, unsubscribeToken: 'tok.en' });
    const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(hrefs).toEqual([
      `${origin}/`,
      `${origin}/blog/a-walk`,
      'https://friend.example/page?x=1',
      `${origin}/blog/a-walk`,
      `${origin}/blog/a-walk`,
      `${origin}/`,
      `${origin}/subscriptions/unsubscribe?token=tok.en`,
      `${origin}/newsletter`,
    ]);
    const images = [...mail.html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]);
    expect(images).toEqual([`${origin}/images/view.svg`, `${origin}/images/walk.svg`]);
    expect(mail.html).not.toMatch(/width="1"|height="1"|display:none/);
    expect(mail.text).toContain(`News\n----\n\nRead the walk (${origin}/blog/a-walk) and a friend\n(https://friend.example/page?x=1).`);
  });

  it('lists the articles for the newsletter only', () => {
    const mail = mailingMail({ origin, mailing: { ...mailing, list: 'what-i-like' }, latest, unsubscribeToken: 't' });
    expect(mail.html).not.toContain('Latest articles');
    expect(mail.text).toContain('subscribed to What I Like');
  });
});

describe('confirmationMail', () => {
  it('names the list and carries the link in both parts', () => {
    const confirmUrl = `${origin}/subscriptions/confirm?token=abc`;
    const mail = confirmationMail({ origin, list: 'stadium-tracker', confirmUrl, ttlHours: 48 });
    expect(mail.subject).toBe('Confirm your subscription to Stadium Tracker');
    expect(mail.html).toContain(`href="${confirmUrl}"`);
    expect(mail.text).toContain(confirmUrl);
    expect(mail.text).toContain('48 hours');
  });
});

describe('every subscription mail', () => {
  const newsletterPage = `${origin}/newsletter`;
  const mails = [
    [
      'a newsletter confirmation',
      confirmationMail({ origin, list: 'newsletter', confirmUrl: `${origin}/subscriptions/confirm?token=a`, ttlHours: 48 }),
    ],
    [
      'an app confirmation',
      confirmationMail({ origin, list: 'what-i-like', confirmUrl: `${origin}/subscriptions/confirm?token=a`, ttlHours: 48 }),
    ],
    [
      'a newsletter issue',
      mailingMail({
        origin,
        mailing: { list: 'newsletter', subject: 'Issue', body: 'Hello', includeLatest: false },
        latest: [],
        unsubscribeToken: 't',
      }),
    ],
    [
      'an app announcement',
      mailingMail({
        origin,
        mailing: { list: 'dining-alphabet', subject: 'News', body: 'Hello', includeLatest: false },
        latest: [],
        unsubscribeToken: 't',
      }),
    ],
  ] as const;

  it.each(mails)("%s links the newsletter's page in its HTML and its text", (_, mail) => {
    expect(mail.html).toContain(`href="${newsletterPage}"`);
    expect(mail.text).toContain(newsletterPage);
  });
});
