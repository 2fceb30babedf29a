import { describe, expect, it, vi } from 'vitest';
import { ensurePrerequisites, MissingPrerequisites, TEST_PREREQUISITES } from '../embedded/prerequisites.mjs';

/** The checks are injected: these tests never run apt-get. */
const item = (debianPackage: string, present: () => boolean) => ({ what: `${debianPackage} binary`, debianPackage, present });

describe('ensurePrerequisites', () => {
  it('does nothing when everything is there', () => {
    const install = vi.fn();
    const log = vi.fn();
    const installed = ensurePrerequisites({ prerequisites: [item('redis-server', () => true)], isRoot: true, install, log });
    expect(installed).toEqual([]);
    expect(install).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('as root, installs only what is missing and says so in one line', () => {
    let installedYet = false;
    const install = vi.fn(() => (installedYet = true));
    const log = vi.fn();
    const installed = ensurePrerequisites({
      prerequisites: [item('redis-server', () => true), item('chromium', () => installedYet), item('maven', () => installedYet)],
      isRoot: true,
      install,
      log,
    });
    expect(install).toHaveBeenCalledExactlyOnceWith(['chromium', 'maven']);
    expect(installed).toEqual(['chromium', 'maven']);
    expect(log).toHaveBeenCalledOnce();
    expect(log.mock.calls[0]?.[0]).toContain('installing chromium maven with apt-get');
  });

  it('not as root, stops at once naming the one command to run', () => {
    const install = vi.fn();
    const run = () =>
      ensurePrerequisites({
        prerequisites: [item('redis-server', () => false), item('chromium', () => true), item('openjdk-17-jdk-headless', () => false)],
        isRoot: false,
        install,
        log: vi.fn(),
      });
    expect(run).toThrow(MissingPrerequisites);
    expect(run).toThrow('sudo apt-get install -y redis-server openjdk-17-jdk-headless');
    expect(install).not.toHaveBeenCalled();
  });

  it('fails when apt-get did not bring what was missing', () => {
    const run = () => ensurePrerequisites({ prerequisites: [item('chromium', () => false)], isRoot: true, install: vi.fn(), log: vi.fn() });
    expect(run).toThrow('chromium binary is still missing');
  });

  it('checks the six things the test run needs', () => {
    expect(TEST_PREREQUISITES.map((p) => p.debianPackage)).toEqual([
      'redis-server',
      'chromium',
      'openjdk-17-jdk-headless',
      'maven',
      'nginx',
      'python3-venv',
    ]);
    for (const prerequisite of TEST_PREREQUISITES) expect(typeof prerequisite.present()).toBe('boolean');
  });
});
