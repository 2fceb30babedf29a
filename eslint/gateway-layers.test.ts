import { ESLint } from 'eslint';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { GATEWAY_LAYERS } from './gateway-layers.js';

const ROOT = join(import.meta.dirname, '..');
const RULE = 'import-x/no-restricted-paths';
// As in import-boundaries.test.ts: the probes belong to no TypeScript project, and the layers need no types.
const eslint = new ESLint({ cwd: ROOT, overrideConfig: tseslint.configs.disableTypeChecked });

/** The layer messages for a gateway file at `path` (which need not exist) holding `code`. */
async function layerErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const probe = imported;\n`, { filePath: join(ROOT, 'gateway/src', path) });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe("the gateway's layers", () => {
  // The first lint loads the config, the parser and the plugins.
  beforeAll(() => layerErrors('config/probe.ts', 'const imported = 1;'), 120_000);

  it('refuses the read cache importing the operations above it (the import the hit path once needed)', async () => {
    const errors = await layerErrors(
      'read-cache/probe.ts',
      "import { requestMessage as imported } from '../operations/request-message.js';",
    );
    expect(errors).toEqual([expect.stringMatching(/Gateway layers: read-cache\/ \(layer 2\) imports only from the layers below it/)]);
  });

  it('refuses the configuration importing a rate-limit file, and metrics importing health', async () => {
    const config = await layerErrors('config/probe.ts', "import { RateLimiter as imported } from '../rate-limit/rate-limiter.js';");
    expect(config).toEqual([expect.stringMatching(/Gateway layers: config\/ \(layer 0\)/)]);
    const metrics = await layerErrors('metrics/probe.ts', "import { HealthController as imported } from '../health/health.controller.js';");
    expect(metrics).toEqual([expect.stringMatching(/Gateway layers: metrics\/ \(layer 1\)/)]);
  });

  it('refuses a folder importing another of its own layer, and any folder importing the composing files', async () => {
    const sameLayer = await layerErrors(
      'read-cache/probe.ts',
      "import { countRequest as imported } from '../rate-limit/count-request.js';",
    );
    expect(sameLayer).toEqual([expect.stringMatching(/Gateway layers: read-cache\//)]);
    const composing = await layerErrors('pages/probe.ts', "import { createGateway as imported } from '../create-app.js';");
    expect(composing).toEqual([expect.stringMatching(/Gateway layers: pages\//)]);
  });

  it('allows imports down the layers and within a folder', async () => {
    const errors = await layerErrors(
      'pipeline/probe.ts',
      [
        "import { requestMessage } from '../operations/request-message.js';",
        "import { ReadCache } from '../read-cache/read-cache.js';",
        "import { sendSecurityHeaders } from '../web/security.js';",
        "import { ReadTargets } from './read-targets.js';",
        'const imported = [requestMessage, ReadCache, sendSecurityHeaders, ReadTargets];',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('places every folder of gateway/src in a layer, so none escapes the rule', () => {
    const folders = readdirSync(join(ROOT, 'gateway/src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(GATEWAY_LAYERS.flat().sort()).toEqual(folders.sort());
  });

  it('holds for every file of gateway/src', async () => {
    const results = await eslint.lintFiles(['gateway/src/**/*.ts']);
    const upward = results.flatMap((r) => r.messages.filter((m) => m.ruleId === RULE).map((m) => `${r.filePath}:${m.line} ${m.message}`));
    expect(upward).toEqual([]);
  }, 120_000);
});
