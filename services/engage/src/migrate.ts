import 'reflect-metadata';
import { loadConfig } from '@livefully/service-kit';
import { MigrateConfigSchema } from './config/engage.config.js';
import { describeDatabaseUrl, describeError } from './database/describe-error.js';
import { migrateEngage, revertLastMigration } from './migrate.command.js';

// `node dist/migrate.js` migrates; `node dist/migrate.js --revert` undoes the newest migration.
const args = process.argv.slice(2);
if (args.length > 1 || (args.length === 1 && args[0] !== '--revert')) {
  process.stderr.write('usage: migrate.js [--revert]\n');
  process.exit(64);
}

const config = loadConfig('engage', MigrateConfigSchema);
try {
  const line = args[0] === '--revert' ? await revertLastMigration(config) : await migrateEngage(config);
  process.stdout.write(`${line}\n`);
} catch (error) {
  process.stderr.write(`engage: migrate failed on ${describeDatabaseUrl(config.DATABASE_URL)}: ${describeError(error)}\n`);
  process.exitCode = 1;
}
