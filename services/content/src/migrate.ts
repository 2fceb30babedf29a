import 'reflect-metadata';
import { runMigrateCli } from '@livefully/service-kit';
import { MigrateConfigSchema } from './config/content.config.js';
import { CONTENT_DATABASE } from './data-source.js';
import { migrateContent } from './seed/migrate-and-seed.js';

// `node dist/migrate.js` migrates and loads the seed; `--revert` undoes the newest migration, `--show` lists them.
await runMigrateCli(CONTENT_DATABASE, { env: MigrateConfigSchema, migrate: (env) => migrateContent(env) });
