import 'reflect-metadata';
import { loadConfig } from '@livefully/service-kit';
import { MigrateConfigSchema } from './config/content.config.js';
import { describeDatabaseUrl, describeError } from './database/describe-error.js';
import { migrateContent } from './migrate.command.js';

const config = loadConfig('content', MigrateConfigSchema);
try {
  process.stdout.write(`${await migrateContent(config)}\n`);
} catch (error) {
  process.stderr.write(`content: migrate failed on ${describeDatabaseUrl(config.DATABASE_URL)}: ${describeError(error)}\n`);
  process.exitCode = 1;
}
