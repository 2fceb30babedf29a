import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import webApps from '../packages/contracts/src/web-apps.json' with { type: 'json' };

/*
 * Imports run one way inside every web app, as in bulletproof-react: app/ and exposes/ compose,
 * features/ do the work and never reach into each other, and the shared layers (components,
 * hooks, lib, utils, config, federation, types) know nothing above them. Across apps, neither
 * the shell nor a remote imports another app's files: what they share is a workspace package.
 */

const ROOT = join(import.meta.dirname, '..');
const APPS = [webApps.shell.dir, ...webApps.remotes.map((remote) => remote.dir)];
const COMPOSING = ['app', 'exposes'];
const SHARED = ['components', 'hooks', 'lib', 'utils', 'config', 'federation', 'types'];

function featuresOf(app) {
  try {
    return readdirSync(join(ROOT, app, 'src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

function zonesOf(app) {
  const src = `${app}/src`;
  const others = APPS.filter((other) => other !== app);
  return [
    { target: src, from: others, message: 'Apps never import each other: share through a workspace package.' },
    ...featuresOf(app).map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: 'A feature never imports another feature: compose them in app/ or exposes/, or move the shared part down.',
    })),
    {
      target: `${src}/features`,
      from: COMPOSING.map((dir) => `${src}/${dir}`),
      message: 'Features do not import the app layer (app/, exposes/) that composes them.',
    },
    {
      target: SHARED.map((dir) => `${src}/${dir}`),
      from: ['features', ...COMPOSING].map((dir) => `${src}/${dir}`),
      message: 'Shared layers do not import features or the app layer.',
    },
  ];
}

export const importBoundaries = {
  files: APPS.map((app) => `${app}/src/**/*.{ts,tsx}`),
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [
      createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], conditionNames: ['source', 'import', 'default'] }),
    ],
  },
  rules: {
    'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: APPS.flatMap(zonesOf) }],
  },
};
