import 'reflect-metadata';
import { runMigrateCli } from '@livefully/service-kit';
import { IDENTITY_DATABASE } from './data-source.js';

// `node dist/migrate.js` migrates; `--revert` undoes the newest migration, `--show` lists them.
await runMigrateCli(IDENTITY_DATABASE);
