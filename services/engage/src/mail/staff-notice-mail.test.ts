import { describe, expect, it } from 'vitest';
import { staffNoticeMail } from './staff-notice-mail.js';

describe('the staff notice mails', () => {
  const invitation = {
    kind: 'invitation' as const,
    to: 'new@example.com',
    role: 'editor' as const,
    invitedBy: 'Ada <ada@example.com>',
    token: 'a+b/c',
    expiresAt: '2026-12-04T12:00:00.000Z',
  };

  it('an invitation: the role, who invited, one link to the accept page in both parts, and until when it works', () => {
    const mail = staffNoticeMail('https://livefully.example', invitation);
    const link = 'https://livefully.example/admin/invitations/accept?token=a%2Bb%2Fc';
    expect(mail.subject).toBe('You are invited to join Live Fully as an editor');
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('Ada <ada@example.com> invited you');
    expect(mail.text).toContain('until Fri, 04 Dec 2026 12:00:00 GMT');
    expect(mail.html).toContain(`href="${link}"`);
    // What the administrator typed is escaped, never markup.
    expect(mail.html).toContain('Ada &lt;ada@example.com&gt; invited you');
    expect(mail.html).not.toContain('<ada@example.com>');
  });
});
