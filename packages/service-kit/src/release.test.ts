import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { releaseOf } from './release.js';

describe('releaseOf', () => {
  it("reads the nearest package.json above the module, as an app's dist/main.js finds its own", () => {
    const root = mkdtempSync(join(tmpdir(), 'release-'));
    writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'repository', version: '9.9.9' }));
    mkdirSync(join(root, 'services', 'content', 'dist'), { recursive: true });
    writeFileSync(
      join(root, 'services', 'content', 'package.json'),
      JSON.stringify({ name: '@livefully/content-service', version: '1.4.2' }),
    );
    const main = pathToFileURL(join(root, 'services', 'content', 'dist', 'main.js')).href;
    expect(releaseOf(main)).toEqual({ name: '@livefully/content-service', version: '1.4.2' });
  });

  it("is service-kit's own when asked from service-kit", () => {
    expect(releaseOf(import.meta.url).name).toBe('@livefully/service-kit');
  });
});
