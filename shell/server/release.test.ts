import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderVersion, shellRelease } from './release.mjs';

const shellPackage = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8'));

describe("the renderer's version", () => {
  it("is the shell's package name and version", () => {
    expect(shellRelease()).toEqual({ name: '@livefully/shell', version: shellPackage.version });
  });

  it('carries the build as semver build metadata, so a remote deploy changes it and the version still reads first', () => {
    const release = { name: '@livefully/shell', version: '1.4.2' };
    expect(renderVersion(release, 'abc123')).toBe('1.4.2+abc123');
    expect(renderVersion(release, 'abc123')).not.toBe(renderVersion(release, 'def456'));
  });
});
