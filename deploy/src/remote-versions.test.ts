import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTE_APPS } from '../../packages/contracts/src/web-apps.js';

/**
 * Each remote's Module Federation manifest names the remote's own package and version
 * (`metaData.buildInfo`, which the plugin reads from the package.json of the build's context,
 * the remote's folder: createAppConfig), so the shell, the renderer and an operator reading
 * `/remotes/<name>/mf-manifest.json` see which version of it is deployed. Needs the web build.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const readJson = (...path: string[]) => JSON.parse(readFileSync(join(ROOT, ...path), 'utf8'));

describe("each remote's manifest names its version", () => {
  it.each(REMOTE_APPS.map((remote) => remote.dir))('%s', (dir) => {
    const manifest = join(ROOT, dir, 'dist', 'mf-manifest.json');
    if (!existsSync(manifest)) throw new Error(`${dir} is not built: npm run build:web`);
    const { name, version } = readJson(dir, 'package.json');
    expect(readJson(dir, 'dist', 'mf-manifest.json').metaData.buildInfo).toEqual({ buildVersion: version, buildName: name });
  });
});
