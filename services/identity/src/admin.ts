import 'reflect-metadata';
import { describeDatabaseUrl, describeError, loadConfig } from '@livefully/service-kit';
import { ADMIN_USAGE, parseAdminArgs, runAdminCommand, UsageError, type AdminCommand } from './admin.command.js';
import { IdentityDatabaseConfigSchema } from './config/identity.config.js';

// `node dist/admin.js grant ada@example.com`: who is an admin is decided here after the ADMIN_EMAILS bootstrap.
let command: AdminCommand;
try {
  command = parseAdminArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  process.stderr.write(`identity: ${error.message}\n${ADMIN_USAGE}\n`);
  process.exit(64);
}

const config = loadConfig('identity', IdentityDatabaseConfigSchema);
try {
  process.stdout.write(`${await runAdminCommand(config, command)}\n`);
} catch (error) {
  process.stderr.write(`identity: ${command.name} failed on ${describeDatabaseUrl(config.DATABASE_URL)}: ${describeError(error)}\n`);
  process.exitCode = 1;
}
