import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import prettier from 'prettier';
import { describe, expect, it } from 'vitest';
import { exposedModules } from '../contracts/exposes.mjs';
import { lastRelease, recordedVersions, recordRelease } from '../contracts/releases.mjs';
import { sharedRanges } from '../contracts/shared.mjs';
import { REPO_ROOT } from './render.js';

/** How releases are recorded and read back, and what the readers take from a remote's code. */
describe('release records', () => {
  const release = (version: string) => ({
    deployable: 'mf-content',
    version,
    commit: 'a'.repeat(40),
    files: { 'exposes.json': { './HomePage': { props: {}, exports: {} } } },
  });

  it('reads back the highest version recorded, by semantic version, with its contract', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'releases-'));
    for (const version of ['1.9.0', '1.10.0', '1.2.3']) await recordRelease(dir, release(version));
    expect(recordedVersions(dir, 'mf-content')).toEqual(['1.10.0', '1.9.0', '1.2.3']);
    expect(lastRelease(dir, 'mf-content')).toEqual(release('1.10.0'));
    expect(lastRelease(dir, 'mf-search')).toBeUndefined();
  });

  it('writes JSON as prettier formats it, so that format:check passes on a new release', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'releases-'));
    await recordRelease(dir, release('1.0.0'));
    const written = readFileSync(join(dir, 'mf-content', '1.0.0', 'release.json'), 'utf8');
    const options = await prettier.resolveConfig(join(REPO_ROOT, 'releases', 'shell', '1.0.0', 'release.json'));
    expect(await prettier.check(written, { ...options, parser: 'json' })).toBe(true);
    expect(JSON.parse(written)).toEqual({ deployable: 'mf-content', version: '1.0.0', commit: 'a'.repeat(40) });
  });

  it('skips a folder that is not a version', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'releases-'));
    await recordRelease(dir, release('1.0.0'));
    await recordRelease(dir, { ...release('1.0.0'), version: 'next' });
    writeFileSync(join(dir, 'mf-content', 'README'), '');
    expect(recordedVersions(dir, 'mf-content')).toEqual(['1.0.0']);
  });
});

describe("a remote's contract as read from its code", () => {
  it("gives each exposed module's props and run-time exports, not its types", () => {
    const modules = exposedModules(join(REPO_ROOT, 'mf-content'), { './HomePage': './src/exposes/home-page.tsx' });
    expect(modules).toEqual({
      './HomePage': { props: { newsletterSlot: { type: 'ReactNode', optional: true } }, exports: { prefetch: 'PagePrefetch' } },
    });
  });

  it('gives its shared singletons with the ranges of its package.json and the versions installed', () => {
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'mf-content', 'package.json'), 'utf8'));
    const webKit = JSON.parse(readFileSync(join(REPO_ROOT, 'packages', 'web-kit', 'package.json'), 'utf8')).version;
    const shared = sharedRanges(join(REPO_ROOT, 'mf-content'));
    expect(shared.react).toEqual({ range: pkg.dependencies.react, version: expect.stringMatching(/^19\./) });
    expect(shared['@radix-ui/themes']?.range).toBe(pkg.dependencies['@radix-ui/themes']);
    expect(shared['@livefully/web-kit/ui']).toEqual({ range: `^${webKit}`, version: webKit });
  });
});
