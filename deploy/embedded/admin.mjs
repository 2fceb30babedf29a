// @ts-check
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './stack.mjs';

/**
 * `npm run admin -- grant|revoke|list [EMAIL]`: the identity service's admin CLI, pointed at
 * DATABASE_URL or, when unset, at the embedded database of a running `npm start`.
 */
const dataDir = process.env.DATA_DIR ?? join(REPO_ROOT, '.data');
const urlFile = join(dataDir, 'run', 'database.url');
const databaseUrl = process.env.DATABASE_URL ?? (existsSync(urlFile) ? readFileSync(urlFile, 'utf8').trim() : undefined);
if (!databaseUrl) {
  console.error('admin: no database to use. Start the site with `npm start` first, or set DATABASE_URL.');
  process.exit(69);
}
const result = spawnSync(process.execPath, [join(REPO_ROOT, 'services/identity/dist/admin.js'), ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: databaseUrl },
});
process.exit(result.status ?? 1);
