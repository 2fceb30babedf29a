import { articledRole } from '@livefully/contracts';
import type { IdentityDatabaseConfig } from './config/identity.config.js';
import { EmailSchema } from './common/email.js';
import { AdminStore } from './admins/admin-store.js';
import type { StaffRecord } from './admins/staff.entity.js';
import { IDENTITY_DATABASE } from './data-source.js';

/** Only for the first owner and for recovery; the staff screen does the rest (docs/roles.md). */
export const ADMIN_USAGE = [
  'usage: admin.js grant EMAIL | revoke EMAIL | list',
  '  grant   makes EMAIL the owner when there is no active owner, else an administrator (or reactivates it)',
  '  revoke  suspends EMAIL; ADMIN_EMAILS will not make it staff again',
  '  list    every staff address with its role and status',
].join('\n');

export type AdminCommand = { name: 'grant' | 'revoke'; email: string } | { name: 'list' };

export class UsageError extends Error {}

/** The command line, checked before any database work; the address is validated and lower-cased. */
export function parseAdminArgs(args: string[]): AdminCommand {
  const [name, email, ...rest] = args;
  if (name === 'list' && email === undefined) return { name };
  if ((name === 'grant' || name === 'revoke') && email !== undefined && rest.length === 0) {
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) throw new UsageError(`not an e-mail address: ${email}`);
    return { name, email: parsed.data };
  }
  throw new UsageError(name === undefined ? 'no command given' : `cannot understand: ${args.join(' ')}`);
}

/** Runs one command and returns what to print: one line, or for list one line per address. */
export async function runAdminCommand(config: IdentityDatabaseConfig, command: AdminCommand): Promise<string> {
  await IDENTITY_DATABASE.check(config);
  return IDENTITY_DATABASE.use(config, async (dataSource) => {
    const admins = new AdminStore(dataSource);
    switch (command.name) {
      case 'grant': {
        const { outcome, role } = await admins.grant(command.email);
        return `identity: ${command.email} ${outcome === 'already' ? 'is already' : 'is now'} ${articledRole(role)}`;
      }
      case 'revoke': {
        const outcome = await admins.revoke(command.email);
        if (outcome === 'revoked') return `identity: ${command.email} is suspended`;
        if (outcome === 'refused') return `identity: ${command.email} was not staff; ADMIN_EMAILS will not make it staff`;
        return `identity: ${command.email} is not active staff`;
      }
      case 'list':
        return describeAdmins(await admins.list());
    }
  });
}

function describeAdmins(rows: StaffRecord[]): string {
  const active = rows.filter((row) => row.status === 'active');
  const head = `identity: ${active.length} active staff, ${rows.length - active.length} suspended`;
  const width = Math.max(0, ...rows.map((row) => row.email.length));
  const lines = rows.map((row) => `${row.email.padEnd(width)}  ${describeState(row)}`);
  return [head, ...lines].join('\n');
}

function describeState({ role, grantedAt, grantedBy, suspendedAt }: StaffRecord): string {
  if (suspendedAt === null) return `${role.padEnd(13)}  since ${grantedAt.toISOString()} (granted by ${grantedBy})`;
  // A revoke of an address never granted writes both times in one statement.
  if (suspendedAt.getTime() === grantedAt.getTime()) return `${'suspended'.padEnd(13)}  since ${suspendedAt.toISOString()} (never staff)`;
  return `${'suspended'.padEnd(13)}  since ${suspendedAt.toISOString()} (${role}, granted by ${grantedBy} on ${grantedAt.toISOString()})`;
}
