import { describe, expect, it } from 'vitest';
import { readRepoFile } from './docs/markdown-references.js';

interface PackageJson {
  workspaces?: string[];
  dependencies?: Record<string, string>;
}

const readJson = (path: string) => JSON.parse(readRepoFile(path)) as PackageJson;
const workspaces = readJson('package.json').workspaces ?? [];

/** Every third-party package some workspace needs at run time (types and our own packages aside). */
function runtimeDependencies(): string[] {
  const names = workspaces.flatMap((workspace) => Object.keys(readJson(`${workspace}/package.json`).dependencies ?? {}));
  return [...new Set(names)].filter((name) => !name.startsWith('@livefully/') && !name.startsWith('@types/')).sort();
}

/** The code spans of each row of the README's Stack table. */
function stackRows(): string[][] {
  const readme = readRepoFile('README.md');
  const stack = readme.slice(readme.indexOf('\n## Stack'), readme.indexOf('\n## ', readme.indexOf('\n## Stack') + 1));
  return stack
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map((line) => [...line.matchAll(/`([^`]+)`/g)].map(([, span]) => span!.replace(/ \d+$/, '')));
}

/** Named as itself, or as `@scope/*` with its own name in the same row (`@nestjs/*` (`core`, ...)). */
function named(dependency: string, rows: string[][]): boolean {
  const [scope, name] = dependency.startsWith('@') ? dependency.split('/') : [undefined, dependency];
  return rows.some((spans) => spans.includes(dependency) || (scope !== undefined && spans.includes(`${scope}/*`) && spans.includes(name!)));
}

describe("the README's Stack table", () => {
  it('names every package the product runs on', () => {
    const rows = stackRows();
    expect(rows.length).toBeGreaterThan(20);
    expect(runtimeDependencies().filter((dependency) => !named(dependency, rows))).toEqual([]);
  });
});
