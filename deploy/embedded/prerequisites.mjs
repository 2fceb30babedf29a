// @ts-check
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import which from 'which';

/**
 * What `npm test` needs besides npm packages, each with the Debian package that brings it.
 * @typedef {{ what: string, debianPackage: string, present: () => boolean }} Prerequisite
 */

const onPath = (/** @type {string} */ command) => which.sync(command, { nothrow: true }) !== null;

/** @type {Prerequisite[]} */
export const TEST_PREREQUISITES = [
  { what: 'redis-server (the tests over Redis)', debianPackage: 'redis-server', present: () => onPath('redis-server') },
  {
    what: 'Chromium (the browser tests)',
    debianPackage: 'chromium',
    present: () => existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'),
  },
  // The Elasticsearch test node is assembled from Maven Central and runs on Java 17.
  { what: 'a Java 17 compiler (the Elasticsearch test node)', debianPackage: 'openjdk-17-jdk-headless', present: () => onPath('javac') },
  { what: 'Maven (the Elasticsearch test node)', debianPackage: 'maven', present: () => onPath('mvn') },
  // The web tier's nginx config runs on loopback in deploy/test/web-nginx.test.ts.
  { what: "nginx (the web tier's config test)", debianPackage: 'nginx', present: () => existsSync('/usr/sbin/nginx') || onPath('nginx') },
  // kubernetes-validate (the deployment checks) lives in a venv of its own.
  {
    what: 'Python 3 with venv (the deployment checks)',
    debianPackage: 'python3-venv',
    present: () => spawnSync('python3', ['-c', 'import ensurepip, venv'], { stdio: 'ignore' }).status === 0,
  },
];

export class MissingPrerequisites extends Error {}

/**
 * Installs what is missing when it can (as root, with apt-get), and otherwise stops with the
 * one command that would: a test run that starts without them fails much later and obscurely.
 * @param {{
 *   prerequisites?: Prerequisite[],
 *   isRoot?: boolean,
 *   install?: (packages: string[]) => void,
 *   log?: (line: string) => void,
 * }} [options]
 * @returns {string[]} the Debian packages it installed
 */
export function ensurePrerequisites(options = {}) {
  const { prerequisites = TEST_PREREQUISITES, isRoot = process.getuid?.() === 0, install = aptGetInstall, log = console.log } = options;
  const missing = prerequisites.filter((item) => !item.present());
  if (missing.length === 0) return [];
  const packages = missing.map((item) => item.debianPackage);
  const needed = missing.map((item) => item.what).join(', ');
  if (!isRoot) {
    throw new MissingPrerequisites(`npm test needs ${needed}. Install with:\n  sudo apt-get install -y ${packages.join(' ')}`);
  }
  log(`prerequisites  installing ${packages.join(' ')} with apt-get (${needed})`);
  install(packages);
  const stillMissing = missing.filter((item) => !item.present());
  if (stillMissing.length > 0) {
    throw new MissingPrerequisites(
      `apt-get installed ${packages.join(' ')}, yet ${stillMissing.map((item) => item.what).join(', ')} is still missing`,
    );
  }
  return packages;
}

/** @param {string[]} packages */
function aptGetInstall(packages) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', ...packages],
  ]) {
    const result = spawnSync('apt-get', args, { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    if (result.status !== 0) {
      throw new MissingPrerequisites(
        `apt-get ${args[0]} failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stderr ?? ''}`,
      );
    }
  }
}
