import 'reflect-metadata';
import { runMigrateCli } from '@livefully/service-kit';
import { ENGAGE_DATABASE } from './data-source.js';

// `node dist/migrate.js` migrates; `--revert` undoes the newest migration, `--show` lists them.
await runMigrateCli(ENGAGE_DATABASE);
