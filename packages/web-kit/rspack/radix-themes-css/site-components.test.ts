import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import site from './site-components.json' with { type: 'json' };

const REPO = join(import.meta.dirname, '../../../..');
const FACADES = [
  'packages/web-kit/src/facades/ui.ts',
  'packages/web-kit/src/facades/ui-widgets.ts',
  'packages/web-kit/src/facades/island-theme.tsx',
];
/** web-kit's own exports beside Radix's in the facade: no component, no CSS. */
const OWN_EXPORTS = new Set(['IslandTheme', 'SITE_THEME']);
const APP_SOURCES = [
  'shell/src',
  'packages/web-kit/src',
  ...readdirSync(REPO)
    .filter((d) => d.startsWith('mf-'))
    .map((d) => `${d}/src`),
];

/**
 * Every value the apps' sources import from Radix Themes, through web-kit's facades or directly
 * (type-only imports aside). The facades themselves re-export more than the apps use.
 */
function importedNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const dir of APP_SOURCES) {
    for (const file of readdirSync(join(REPO, dir), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file) || FACADES.includes(`${dir}/${file}`)) continue;
      const source = readFileSync(join(REPO, dir, file), 'utf8');
      for (const [, list] of source.matchAll(
        /import\s+\{([^}]*)\}\s+from\s+'(?:@livefully\/web-kit\/ui(?:\/widgets)?|@radix-ui\/themes)'/g,
      )) {
        for (const entry of list.split(',').map((part) => part.trim())) {
          const name = entry.split(/\s+as\s+/)[0];
          if (entry && !entry.startsWith('type ') && !OWN_EXPORTS.has(name)) names.set(name, `${dir}/${file}`);
        }
      }
    }
  }
  return names;
}

describe('site-components.json, the Radix Themes components whose CSS the shell ships', () => {
  const imported = importedNames();

  it('names every component an app imports', () => {
    const missing = [...imported].filter(([name]) => !site.components.includes(name)).map(([name, file]) => `${name} (${file})`);
    expect(missing, 'add these to site-components.json').toEqual([]);
  });

  it('names no component that no app imports, so no unused CSS ships', () => {
    expect(site.components.filter((name) => !imported.has(name))).toEqual([]);
  });
});
