import { join } from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

/*
 * The gateway's folders in layers, lowest first (docs/architecture.md, "The gateway's layers").
 * A folder imports its own files and the layers below it, never a folder of its own layer or of
 * a higher one, so no change to a lower layer can need one above it and there are no cycles.
 * The files at the root of gateway/src (app.module, create-app, main) are the top: they compose.
 */
export const GATEWAY_LAYERS = [
  ['config', 'common'],
  ['metrics', 'web'],
  ['services', 'rate-limit', 'read-cache', 'admin', 'engage'],
  ['canary'],
  ['auth', 'health', 'pages'],
  ['operations', 'crawl', 'media', 'openapi', 'staff'],
  ['engage-admin'],
  ['pipeline'],
];

const ROOT = join(import.meta.dirname, '..');
const SRC = 'gateway/src';
const COMPOSING = ['app.module.ts', 'create-app.ts', 'main.ts'].map((file) => `${SRC}/${file}`);

function zones() {
  return GATEWAY_LAYERS.flatMap((layer, level) => {
    const above = GATEWAY_LAYERS.slice(level + 1).flat();
    const listed = (folders) => folders.map((folder) => `${folder}/`).join(', ');
    return layer.map((folder) => {
      const sameLayer = layer.filter((other) => other !== folder);
      return {
        target: `${SRC}/${folder}`,
        from: [...[...sameLayer, ...above].map((other) => `${SRC}/${other}`), ...COMPOSING],
        message:
          `Gateway layers: ${folder}/ (layer ${level}) imports only from the layers below it` +
          `${level ? ` (${listed(GATEWAY_LAYERS.slice(0, level).flat())})` : ''}; move the shared part down (docs/architecture.md).`,
      };
    });
  });
}

export const gatewayLayers = {
  files: [`${SRC}/**/*.ts`],
  // A test may compose what it tests from any layer.
  ignores: [`${SRC}/**/*.test.ts`],
  plugins: { 'import-x': importX },
  settings: {
    // The gateway's imports name the compiled file (`./env.js`) of a source file (`env.ts`).
    'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } })],
  },
  rules: {
    'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: zones() }],
  },
};
