import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lintCommand, typecheckCommand, TYPECHECK_PROJECTS } from '../embedded/checks.mjs';
import { REPO_ROOT } from '../embedded/stack.mjs';

/**
 * The checks `npm test` runs first catch what swc's builds let through: a throwaway file in
 * mf-content's sources fails the very command `npm test` runs for that workspace, and names the
 * file. Each file has a name of its own and is removed whatever happens.
 */
const SOURCES = join(REPO_ROOT, 'mf-content', 'src');

function runWith(file: string, text: string, command: string[]) {
  const path = join(SOURCES, file);
  writeFileSync(path, text);
  try {
    const [program = '', ...args] = command;
    const result = spawnSync(program, args, { cwd: REPO_ROOT, encoding: 'utf8' });
    return { status: result.status, output: `${result.stdout}${result.stderr}` };
  } finally {
    rmSync(path, { force: true });
  }
}

const unique = () => `${process.pid}-${Date.now()}`;

describe('the static checks of npm test', () => {
  it('type-checks mf-content, whose build does not', () => {
    expect(TYPECHECK_PROJECTS).toContain('mf-content');
  });

  it('fails on a type error in mf-content and names the file', { timeout: 120_000 }, () => {
    const file = `type-error-${unique()}.ts`;
    const { status, output } = runWith(file, "export const count: number = 'three';\n", typecheckCommand('mf-content'));
    expect(status).not.toBe(0);
    expect(output).toContain(file);
    expect(output).toContain('TS2322');
  });

  it('fails lint on a floating promise in mf-content and names the file', { timeout: 120_000 }, () => {
    const file = `floating-${unique()}.ts`;
    const text = 'export async function save(): Promise<void> {}\n\nexport function click(): void {\n  save();\n}\n';
    const { status, output } = runWith(file, text, lintCommand([join('mf-content', 'src', file)]));
    expect(status).not.toBe(0);
    expect(output).toContain(file);
    expect(output).toContain('@typescript-eslint/no-floating-promises');
  });
});
