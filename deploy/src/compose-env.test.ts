import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

/** docker-compose.yml and the files it includes (deploy/compose/*.yml). */
function composeFiles(): string[] {
  const included = join(ROOT, 'deploy', 'compose');
  const extra = existsSync(included) ? readdirSync(included).filter((file) => /\.ya?ml$/.test(file)) : [];
  return [join(ROOT, 'docker-compose.yml'), ...extra.map((file) => join(included, file))];
}

/** Every variable a compose file reads: `${NAME…}` and an environment entry without a value (passed on when set). */
function variablesRead(text: string): Set<string> {
  const names = new Set<string>();
  const lines = text.split('\n').filter((line) => !line.trimStart().startsWith('#'));
  for (const line of lines) {
    for (const [, name = ''] of line.matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)/g)) names.add(name);
    const passed = /^\s+([A-Z][A-Z0-9_]*):\s*$/.exec(line);
    if (passed?.[1]) names.add(passed[1]);
  }
  return names;
}

/** The variables .env.example names, set or commented out, each with the comment above it. */
function documented(): Map<string, string> {
  const lines = readFileSync(join(ROOT, '.env.example'), 'utf8').split('\n');
  const names = new Map<string, string>();
  lines.forEach((line, index) => {
    const name = /^(?:#\s*)?([A-Z][A-Z0-9_]*)=/.exec(line)?.[1];
    if (!name) return;
    let comment = '';
    for (let above = index - 1; above >= 0 && lines[above]?.startsWith('#') && !/^#\s*[A-Z][A-Z0-9_]*=/.test(lines[above] ?? ''); above--) {
      comment = `${lines[above]} ${comment}`;
    }
    names.set(name, comment);
  });
  return names;
}

describe('.env.example', () => {
  const read = new Set(composeFiles().flatMap((file) => [...variablesRead(readFileSync(file, 'utf8'))]));
  const example = documented();

  it('names every variable the compose files read', () => {
    expect(read.size).toBeGreaterThan(10);
    expect([...read].filter((name) => !example.has(name))).toEqual([]);
  });

  it('names no variable that no compose file reads', () => {
    expect([...example.keys()].filter((name) => !read.has(name))).toEqual([]);
  });

  it('says what each one means', () => {
    expect([...example].filter(([, comment]) => comment.length < 20).map(([name]) => name)).toEqual([]);
  });

  it('lists every required variable (${NAME:?…}) before the optional ones, uncommented', () => {
    const text = readFileSync(join(ROOT, '.env.example'), 'utf8');
    const optional = text.indexOf('--- Optional');
    const required = new Set(
      composeFiles().flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\$\{([A-Z0-9_]+):\?/g)].map((m) => m[1])),
    );
    expect(required).toContain('PREVIEW_SECRET');
    expect(required).toContain('SITE_ADDRESS');
    for (const name of required) {
      const at = text.search(new RegExp(`^${name}=`, 'm'));
      expect(at, name).toBeGreaterThan(-1);
      expect(at, name).toBeLessThan(optional);
    }
  });
});
