import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type AuditEntry, type Invitation, type StaffMember } from '@livefully/contracts';
import { linksOf, waitForMail, type Mail } from '../../deploy/maildev/inbox.mjs';
import { startMailDev } from '../../deploy/maildev/start.mjs';
import { mintIdToken } from '../../services/identity/src/testing/auth-emulator.js';
import { ENGAGE_TEST_ENV, startAdminCluster } from './admin-cluster.js';
import { call as httpCall } from './http-call.js';

/**
 * Staff invited and managed over HTTP (docs/roles.md), each part a real process: PostgreSQL,
 * the Auth Emulator, identity, content, engage (its queue) and the gateway, the mail read back
 * from MailDev. Ports 27430–27441 (base postgres, +2 content, +3 gateway, +4 identity,
 * +5 engage, +6 Auth Emulator, +10 MailDev SMTP, +11 MailDev web).
 */
const BASE = 27_430;
const OWNER = 'olive.owner@example.com';
const ORIGIN = ENGAGE_TEST_ENV.PUBLIC_ORIGIN;
const inbox = `http://127.0.0.1:${BASE + 11}`;

type Cluster = Awaited<ReturnType<typeof startAdminCluster>>;
let cluster: Cluster;
let maildev: Awaited<ReturnType<typeof startMailDev>>;
let db: pg.Client;
const mailDir = mkdtempSync(join(tmpdir(), 'staff-api-'));
const tokens = new Map<string, string>();

/** An ID token for the address, minted once (the emulator keeps one account per address). */
async function tokenOf(email: string): Promise<string> {
  if (!tokens.has(email)) tokens.set(email, await mintIdToken(cluster.emulatorHost, { email }));
  return tokens.get(email)!;
}
const as = async (email: string, method: string, path: string, body?: unknown) =>
  httpCall(cluster.url + path, { method, token: await tokenOf(email), ...(body === undefined ? {} : { body }) });

const seen = new Set<string>();
const tokenIn = (mail: Mail): string | undefined => {
  const link = linksOf(mail).find((href: string) => href.startsWith(`${ORIGIN}/admin/invitations/accept?token=`));
  return link ? new URL(link).searchParams.get('token')! : undefined;
};

/** The token of the next invitation mail to the address: one whose link was not read before. */
async function invitationToken(email: string): Promise<string> {
  const fresh = (m: Mail) => m.to.includes(email) && tokenIn(m) !== undefined && !seen.has(tokenIn(m)!);
  const mail: Mail = await waitForMail(inbox, fresh, { timeoutMs: 30_000 });
  expect(mail.subject).toMatch(/You are invited to join Live Fully as an? /);
  expect(mail.text).toContain('The link works once');
  const token = tokenIn(mail)!;
  seen.add(token);
  return token;
}

async function invite(email: string, role: string): Promise<{ invitation: Invitation; token: string }> {
  const answer = await as(OWNER, 'POST', '/api/admin/staff/invitations', { email, role });
  expect(answer.status, answer.body.message).toBe(201);
  return { invitation: answer.body.data, token: await invitationToken(email) };
}

const accept = (email: string, token: string) => as(email, 'POST', '/api/staff/invitations/accept', { token });
const members = async (): Promise<StaffMember[]> => (await as(OWNER, 'GET', '/api/admin/staff')).body.data;
const memberOf = async (email: string) => (await members()).find((m) => m.email === email)!;
const invitations = async (): Promise<Invitation[]> => (await as(OWNER, 'GET', '/api/admin/staff/invitations')).body.data;
const staffAudit = async (entityId: string): Promise<AuditEntry[]> =>
  (await as(OWNER, 'GET', `/api/admin/audit?kind=staff&entityId=${entityId}`)).body.data;

beforeAll(async () => {
  maildev = await startMailDev({ smtpPort: BASE + 10, webPort: BASE + 11, mailDir });
  cluster = await startAdminCluster({
    name: 'staff-api',
    transport: 'tcp',
    basePort: BASE,
    adminEmail: OWNER,
    services: [
      { name: 'content', port: BASE + 2, env: { SEARCH_SERVICE_PORT: String(BASE + 8) } },
      {
        name: 'engage',
        port: BASE + 5,
        env: {
          SMTP_URL: maildev.smtpUrl,
          MAIL_FROM: 'Live Fully <hello@livefully.test>',
          CONTENT_SERVICE_PORT: String(BASE + 2),
          MAIL_RETRY_DELAY_SECONDS: '1',
        },
      },
    ],
    gatewayEnv: {
      CONTENT_SERVICE_PORT: String(BASE + 2),
      SEARCH_SERVICE_PORT: String(BASE + 8),
      ENGAGE_SERVICE_PORT: String(BASE + 5),
      RATE_LIMIT_SUBSCRIPTION_LINKS: '1000/1m',
    },
  });
  db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
});

afterAll(async () => {
  await db?.end().catch(() => {});
  await cluster?.stop();
  await maildev?.stop();
  rmSync(mailDir, { recursive: true, force: true });
});

describe('invitations', () => {
  it('invite → the mail → accepted by the invited address: an active member with the role, each step audited', async () => {
    const { invitation, token } = await invite('cora.contributor@example.com', 'contributor');
    expect(invitation).toMatchObject({ email: 'cora.contributor@example.com', role: 'contributor', invitedBy: OWNER, state: 'pending' });
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)).toBe(7 * 86_400_000);

    const before = await as('cora.contributor@example.com', 'GET', '/api/admin/session');
    expect([before.status, before.body.code]).toEqual([403, ErrorCode.NotAdmin]);
    const accepted = await accept('cora.contributor@example.com', token);
    expect(accepted.status, accepted.body.message).toBe(200);
    expect(accepted.body.data).toMatchObject({ email: 'cora.contributor@example.com', role: 'contributor', status: 'active' });
    // The new role counts at once, though the gateway had just seen the address as a reader.
    const session = await as('cora.contributor@example.com', 'GET', '/api/admin/session');
    expect([session.status, session.body.data.user.role]).toEqual([200, 'contributor']);
    expect((await invitations()).find((i) => i.id === invitation.id)?.state).toBe('used');

    const audit = await staffAudit(invitation.id);
    expect(audit.map((entry) => [entry.action, entry.actor.email])).toEqual([
      ['accept', 'cora.contributor@example.com'],
      ['invite', OWNER],
    ]);
  });

  it('a used, revoked, expired, tampered invitation, or one for another address, each gets its own 4xx', async () => {
    const used = await invite('una.used@example.com', 'author');
    expect((await accept('una.used@example.com', used.token)).status).toBe(200);
    const again = await accept('una.used@example.com', used.token);
    expect([again.status, again.body.code]).toEqual([409, ErrorCode.InvitationUsed]);

    const revoked = await invite('rex.revoked@example.com', 'editor');
    const revoke = await as(OWNER, 'DELETE', `/api/admin/staff/invitations/${revoked.invitation.id}`);
    expect([revoke.status, revoke.body.data.state]).toEqual([200, 'revoked']);
    const refused = await accept('rex.revoked@example.com', revoked.token);
    expect([refused.status, refused.body.code]).toEqual([410, ErrorCode.InvitationRevoked]);
    expect((await staffAudit(revoked.invitation.id)).map((entry) => entry.action)).toEqual(['revoke', 'invite']);

    const expired = await invite('eve.expired@example.com', 'author');
    await db.query(`UPDATE identity.staff_invitations SET expires_at = now() - interval '1 minute' WHERE id = $1`, [expired.invitation.id]);
    const late = await accept('eve.expired@example.com', expired.token);
    expect([late.status, late.body.code]).toEqual([410, ErrorCode.InvitationExpired]);
    expect((await invitations()).find((i) => i.id === expired.invitation.id)?.state).toBe('expired');

    const tampered = await accept('eve.expired@example.com', `${expired.token.slice(0, -2)}xy`);
    expect([tampered.status, tampered.body.code]).toEqual([404, ErrorCode.InvitationInvalid]);

    const other = await invite('ann.invited@example.com', 'editor');
    const stranger = await accept('mallory@example.com', other.token);
    expect([stranger.status, stranger.body.code]).toEqual([403, ErrorCode.InvitationForAnotherAddress]);
    expect((await invitations()).find((i) => i.id === other.invitation.id)?.state).toBe('pending');
    expect(await memberOf('mallory@example.com')).toBeUndefined();
  });

  it('resending mails a new link and kills the old one; an expired invitation can be resent', async () => {
    const first = await invite('rhea.resent@example.com', 'editor');
    await db.query(`UPDATE identity.staff_invitations SET expires_at = now() - interval '1 minute' WHERE id = $1`, [first.invitation.id]);
    const resent = await as(OWNER, 'POST', `/api/admin/staff/invitations/${first.invitation.id}/resend`);
    expect([resent.status, resent.body.data.state]).toEqual([201, 'pending']);
    const token = await invitationToken('rhea.resent@example.com');
    expect(token).not.toBe(first.token);
    const old = await accept('rhea.resent@example.com', first.token);
    expect([old.status, old.body.code]).toEqual([404, ErrorCode.InvitationInvalid]);
    expect((await accept('rhea.resent@example.com', token)).body.data.role).toBe('editor');
    expect((await staffAudit(first.invitation.id)).map((entry) => entry.action)).toEqual(['accept', 'resend', 'invite']);
  });

  it('refuses to invite an active member, or as owner', async () => {
    const member = await as(OWNER, 'POST', '/api/admin/staff/invitations', { email: OWNER, role: 'editor' });
    expect([member.status, member.body.code]).toEqual([409, ErrorCode.AlreadyStaff]);
    const owner = await as(OWNER, 'POST', '/api/admin/staff/invitations', { email: 'new@example.com', role: 'owner' });
    expect(owner.status).toBe(400);
  });

  it('answers 503 while the mail cannot be queued, and the invitation can be resent once it can', { timeout: 90_000 }, async () => {
    await cluster.stopPart('engage');
    try {
      const down = await as(OWNER, 'POST', '/api/admin/staff/invitations', { email: 'dora.down@example.com', role: 'author' });
      expect([down.status, down.body.code]).toEqual([503, ErrorCode.ServiceUnavailable]);
    } finally {
      await cluster.startPart('engage');
    }
    const pending = (await invitations()).find((i) => i.email === 'dora.down@example.com')!;
    expect(pending.state).toBe('pending');
    await expect
      .poll(async () => (await as(OWNER, 'POST', `/api/admin/staff/invitations/${pending.id}/resend`)).status, { timeout: 30_000 })
      .toBe(201);
    const token = await invitationToken('dora.down@example.com');
    expect((await accept('dora.down@example.com', token)).status).toBe(200);
  });
});

describe('members and the owner', () => {
  it('changes a role, suspends and reactivates a member, each audited', async () => {
    const { token } = await invite('mo.member@example.com', 'author');
    await accept('mo.member@example.com', token);
    const { id } = await memberOf('mo.member@example.com');
    const promoted = await as(OWNER, 'PUT', `/api/admin/staff/${id}`, { role: 'editor' });
    expect([promoted.status, promoted.body.data.role]).toEqual([200, 'editor']);
    const suspended = await as(OWNER, 'PUT', `/api/admin/staff/${id}`, { status: 'suspended' });
    expect(suspended.body.data.status).toBe('suspended');
    const refused = await as('mo.member@example.com', 'GET', '/api/admin/session');
    expect([refused.status, refused.body.code]).toEqual([403, ErrorCode.NotAdmin]);
    const back = await as(OWNER, 'PUT', `/api/admin/staff/${id}`, { status: 'active' });
    expect([back.body.data.status, back.body.data.role]).toEqual(['active', 'editor']);
    expect((await staffAudit(id)).map((entry) => entry.action)).toEqual(['reactivate', 'suspend', 'update']);
  });

  it('never removes, demotes or suspends the owner (409), and only the owner transfers the role', async () => {
    const owner = await memberOf(OWNER);
    expect(owner.role).toBe('owner');
    const heir = await memberOf('cora.contributor@example.com');
    for (const [method, path, body] of [
      ['PUT', `/api/admin/staff/${owner.id}`, { role: 'administrator' }],
      ['PUT', `/api/admin/staff/${owner.id}`, { status: 'suspended' }],
      ['DELETE', `/api/admin/staff/${owner.id}?handTo=${heir.id}`, undefined],
    ] as const) {
      const answer = await as(OWNER, method, path, body);
      expect([answer.status, answer.body.code], `${method} ${JSON.stringify(body)}`).toEqual([409, ErrorCode.LastOwner]);
      expect(answer.body.message).toMatch(/owner cannot be removed, demoted or suspended/);
    }
    expect((await memberOf(OWNER)).role).toBe('owner');

    const { token } = await invite('ada.admin@example.com', 'administrator');
    await accept('ada.admin@example.com', token);
    const admin = await memberOf('ada.admin@example.com');
    const byAdmin = await as('ada.admin@example.com', 'POST', '/api/admin/staff/transfer-ownership', { to: admin.id });
    expect([byAdmin.status, byAdmin.body.code]).toEqual([403, ErrorCode.RoleTooLow]);

    const moved = await as(OWNER, 'POST', '/api/admin/staff/transfer-ownership', { to: admin.id });
    expect(moved.status, moved.body.message).toBe(200);
    expect([moved.body.data.from.role, moved.body.data.to.role]).toEqual(['administrator', 'owner']);
    expect((await memberOf(OWNER)).role).toBe('administrator');
    expect((await staffAudit(admin.id)).map((entry) => entry.action)).toEqual(['transfer']);

    // And back, so the other tests run as the owner.
    const back = await as('ada.admin@example.com', 'POST', '/api/admin/staff/transfer-ownership', { to: owner.id });
    expect(back.status).toBe(200);
    const demoteNewOwner = await as('ada.admin@example.com', 'PUT', `/api/admin/staff/${owner.id}`, { role: 'editor' });
    expect([demoteNewOwner.status, demoteNewOwner.body.code]).toEqual([409, ErrorCode.LastOwner]);
  });

  it('removing a member hands their posts to the member chosen, and audits it', async () => {
    const { token } = await invite('wes.writer@example.com', 'author');
    await accept('wes.writer@example.com', token);
    const categories = await as(OWNER, 'GET', '/api/admin/categories');
    const categoryId = categories.body.data.find((c: { slug: string }) => c.slug === 'wellness').id;
    const created = await as('wes.writer@example.com', 'POST', '/api/admin/posts', {
      title: 'Slow Mornings',
      slug: 'slow-mornings-hand-over',
      excerpt: 'Why the first hour of the day matters.',
      content: `## Start slowly\n\n${'Coffee, light and a page of a book. '.repeat(60)}`,
      categoryId,
      author: 'Wes Writer',
      imagePath: '/images/slow-mornings.svg',
      imageAlt: 'A cup of coffee on a sunny windowsill',
      status: 'draft',
    });
    expect(created.status, created.body.message).toBe(201);
    const writer = await memberOf('wes.writer@example.com');
    const heir = await memberOf('cora.contributor@example.com');

    const same = await as(OWNER, 'DELETE', `/api/admin/staff/${writer.id}?handTo=${writer.id}`);
    expect(same.status).toBe(409);
    const removed = await as(OWNER, 'DELETE', `/api/admin/staff/${writer.id}?handTo=${heir.id}`);
    expect(removed.status, removed.body.message).toBe(200);
    expect(await memberOf('wes.writer@example.com')).toBeUndefined();

    const { rows } = await db.query(`SELECT created_by_email FROM content.posts WHERE id = $1`, [created.body.data.id]);
    expect(rows).toEqual([{ created_by_email: 'cora.contributor@example.com' }]);
    // The heir may now edit it as their own, a contributor's draft.
    const edited = await as('cora.contributor@example.com', 'DELETE', `/api/admin/posts/${created.body.data.id}`);
    expect(edited.status, edited.body.message).toBe(200);
    const [entry] = await staffAudit(writer.id);
    expect(entry).toMatchObject({ action: 'delete', after: { handedTo: 'cora.contributor@example.com', posts: 1 } });
    expect(await as('wes.writer@example.com', 'GET', '/api/admin/session')).toMatchObject({ status: 403 });
  });
});
