import { ESLint } from 'eslint';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
// The probes are files of no TypeScript project (they need not exist), and the boundaries need no
// types: the type-aware rules and their project service are off here.
const eslint = new ESLint({ cwd: ROOT, overrideConfig: tseslint.configs.disableTypeChecked });

/** The import-boundary messages for a file at `path` (which need not exist) holding `code`. */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const probe = imported;\n`, { filePath: join(ROOT, path) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

describe('import boundaries of the web apps', () => {
  // The first lint loads the config, the parser and the plugins.
  beforeAll(() => boundaryErrors('shell/src/app/probe.ts', 'const imported = 1;'), 120_000);

  it('refuses a remote importing another remote', async () => {
    const errors = await boundaryErrors(
      'mf-content/src/features/article/probe.ts',
      "import { imported } from '../../../../mf-search/src/features/search/utils/search-texts';",
    );
    expect(errors).toEqual([expect.stringMatching(/Apps never import each other/)]);
  });

  it("refuses the shell importing a remote's files", async () => {
    const errors = await boundaryErrors(
      'shell/src/app/probe.ts',
      "import { imported } from '../../../mf-content/src/features/blog/utils/post-categories';",
    );
    expect(errors).toEqual([expect.stringMatching(/Apps never import each other/)]);
  });

  it('refuses a feature importing a sibling feature', async () => {
    const errors = await boundaryErrors(
      'mf-content/src/features/article/probe.ts',
      "import { imported } from '../blog/utils/post-categories';",
    );
    expect(errors).toEqual([expect.stringMatching(/A feature never imports another feature/)]);
  });

  it('refuses the shell layers pointing up: a component importing a feature, a feature importing the app', async () => {
    const upward = await boundaryErrors(
      'shell/src/components/layout/probe.ts',
      "import { imported } from '../../features/auth/auth-control';",
    );
    expect(upward).toEqual([expect.stringMatching(/Shared layers do not import features/)]);
    const toApp = await boundaryErrors('shell/src/features/auth/probe.ts', "import { imported } from '../../app/routes';");
    expect(toApp).toEqual([expect.stringMatching(/Features do not import the app layer/)]);
  });

  it('allows a feature its own files, the shared layers and the workspace packages', async () => {
    const errors = await boundaryErrors(
      'mf-content/src/features/article/probe.ts',
      [
        "import { shareOrCopy } from './utils/share-or-copy';",
        "import { PostCard } from '../../components/post-card';",
        "import { getPostQueryOptions } from '@livefully/content-queries';",
        'const imported = [shareOrCopy, PostCard, getPostQueryOptions];',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });
});
