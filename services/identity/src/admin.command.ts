import type { IdentityDatabaseConfig } from './config/identity.config.js';
import { EmailSchema } from './common/email.js';
import { AdminStore } from './admins/admin-store.js';
import type { AdminRecord } from './admins/admin.entity.js';
import { IDENTITY_DATABASE } from './data-source.js';

export const ADMIN_USAGE = 'usage: admin.js grant EMAIL | revoke EMAIL | list';

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
        const outcome = await admins.grant(command.email);
        return `identity: ${command.email} ${outcome === 'already' ? 'is already an admin' : 'is now an admin'}`;
      }
      case 'revoke': {
        const outcome = await admins.revoke(command.email);
        if (outcome === 'revoked') return `identity: ${command.email} is no longer an admin`;
        if (outcome === 'refused') return `identity: ${command.email} was not an admin; ADMIN_EMAILS will not make it one`;
        return `identity: ${command.email} is not an admin`;
      }
      case 'list':
        return describeAdmins(await admins.list());
    }
  });
}

function describeAdmins(rows: AdminRecord[]): string {
  const active = rows.filter((row) => row.revokedAt === null);
  const head = `identity: ${active.length} admin${active.length === 1 ? '' : 's'}, ${rows.length - active.length} revoked`;
  const width = Math.max(0, ...rows.map((row) => row.email.length));
  const lines = rows.map((row) => `${row.email.padEnd(width)}  ${describeState(row)}`);
  return [head, ...lines].join('\n');
}

function describeState({ grantedAt, grantedBy, revokedAt }: AdminRecord): string {
  if (revokedAt === null) return `admin    since ${grantedAt.toISOString()} (granted by ${grantedBy})`;
  // A revoke of an address never granted writes both times in one statement.
  if (revokedAt.getTime() === grantedAt.getTime()) return `revoked  since ${revokedAt.toISOString()} (never an admin)`;
  return `revoked  since ${revokedAt.toISOString()} (had been granted by ${grantedBy} on ${grantedAt.toISOString()})`;
}
