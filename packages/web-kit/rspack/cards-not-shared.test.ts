import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sharedDependencies } from './shared-dependencies.mjs';

const webKit = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(webKit, 'package.json'), 'utf8')) as { exports: Record<string, string> };
const app = path.resolve(webKit, '../../mf-content');
const appPkg = JSON.parse(readFileSync(path.join(app, 'package.json'), 'utf8'));

describe('@livefully/web-kit/cards', () => {
  it('is a subpath of web-kit', () => {
    expect(pkg.exports['./cards']).toBe('./src/cards/index.ts');
  });

  it('is not a Module Federation shared module: each app bundles its own copy, so a remote may ship a card ahead of the shell', () => {
    const shared = Object.keys(sharedDependencies(appPkg, app));
    expect(shared).toContain('@livefully/web-kit');
    expect(shared).not.toContain('@livefully/web-kit/cards');
    expect(shared.filter((key) => key.startsWith('@livefully/web-kit/cards'))).toEqual([]);
  });
});

describe('what the cards import', () => {
  const cards = path.join(webKit, 'src/cards');
  const sources = readdirSync(cards).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
  const imports = sources.flatMap((file) =>
    [...readFileSync(path.join(cards, file), 'utf8').matchAll(/^import (type )?[^'"]*?['"]([^'"]+)['"];$/gms)].map(([, type, from]) => ({
      file,
      typeOnly: Boolean(type),
      from: from!,
    })),
  );

  it('reaches shared code only through its shared entry points, which the shell provides (a relative path would bundle a second copy)', () => {
    expect(sources.length).toBeGreaterThan(0);
    const entryPoints = new Set(['@livefully/web-kit', '@livefully/web-kit/ui', '@livefully/web-kit/router']);
    const strays = imports.filter(
      ({ from, typeOnly }) => !typeOnly && !from.startsWith('./') && !entryPoints.has(from) && from !== 'react',
    );
    expect(strays).toEqual([]);
    expect(imports.filter(({ from }) => from.startsWith('../'))).toEqual([]);
  });
});
