import { describe, expect, it } from 'vitest';
import { staffNoticeMail } from './staff-notice-mail.js';

const POST_ID = '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';

describe('the review’s mail', () => {
  it('asks an editor to review, linking to the post’s editor', () => {
    const mail = staffNoticeMail('https://livefully.example', {
      kind: 'review-requested',
      to: 'eddie@example.com',
      postId: POST_ID,
      title: 'Slow <Mornings>',
      submittedBy: 'wren@example.com',
    });
    expect(mail.subject).toBe('Review requested: Slow <Mornings>');
    expect(mail.text).toContain(`https://livefully.example/admin/posts/${POST_ID}/edit`);
    expect(mail.html).toContain('Slow &lt;Mornings&gt;');
    expect(mail.html).not.toContain('<Mornings>');
  });

  it('gives the writer the editor’s note, escaped, line by line', () => {
    const mail = staffNoticeMail('https://livefully.example', {
      kind: 'sent-back',
      to: 'wren@example.com',
      postId: POST_ID,
      title: 'Slow Mornings',
      note: 'A shorter opening.\n<b>Then</b> send it again.',
      sentBackBy: 'eddie@example.com',
    });
    expect(mail.subject).toBe('Sent back: Slow Mornings');
    expect(mail.text).toContain('A shorter opening.\n<b>Then</b> send it again.');
    expect(mail.html).toContain('A shorter opening.<br>&lt;b&gt;Then&lt;/b&gt; send it again.');
  });
});
