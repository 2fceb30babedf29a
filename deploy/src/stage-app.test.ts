import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packagesImportedBy, stage, stageServer, workspaceClosure } from '../docker/stage-app.mjs';

const dir = mkdtempSync(join(tmpdir(), 'stage-app-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a deployable's closure of workspaces (what its image holds)", () => {
  it('is the workspace and the local packages it depends on, never a web app, the runner or the tests', () => {
    expect(workspaceClosure('services/search')).toEqual(['packages/contracts', 'packages/service-kit', 'services/search']);
    expect(workspaceClosure('gateway')).toEqual(['packages/contracts', 'packages/service-kit', 'gateway']);
  });

  it('refuses a folder that is not a workspace', () => {
    expect(() => workspaceClosure('services/nope')).toThrow(/not a workspace/);
  });
});

describe("service-kit's heavy parts land only where they are used", () => {
  const dependencies = (workspace: string) =>
    Object.keys(JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', workspace, 'package.json'), 'utf8')).dependencies ?? {});
  const MEDIA = ['sharp', '@aws-sdk/client-s3', 'jsdom', 'dompurify'];

  it('are optional peers of service-kit, so a service that never imports them never installs them', () => {
    const kit = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'packages/service-kit/package.json'), 'utf8'));
    for (const name of [...MEDIA, 'nodemailer']) {
      expect(kit.dependencies[name], name).toBeUndefined();
      expect(kit.peerDependenciesMeta[name], name).toEqual({ optional: true });
    }
    for (const workspace of ['services/search', 'services/identity']) {
      for (const name of [...MEDIA, 'nodemailer']) expect(dependencies(workspace)).not.toContain(name);
    }
  });

  it('are dependencies of the workspaces that import them (media: gateway and content; mail: engage)', () => {
    for (const workspace of ['gateway', 'services/content']) expect(dependencies(workspace)).toEqual(expect.arrayContaining(MEDIA));
    expect(dependencies('services/engage')).toContain('nodemailer');
  });
});

describe('stage', () => {
  it("writes a root naming only the closure's workspaces, without the root's dev dependencies, beside the lock file", () => {
    const out = join(dir, 'identity');
    stage('services/identity', out);
    const root = JSON.parse(readFileSync(join(out, 'package.json'), 'utf8'));
    expect(root.workspaces).toEqual(['packages/contracts', 'packages/service-kit', 'services/identity']);
    expect(root.devDependencies).toBeUndefined();
    expect(root.allowScripts).toBeDefined();
    expect(readFileSync(join(out, 'package-lock.json'), 'utf8')).toContain('"lockfileVersion"');
    expect(JSON.parse(readFileSync(join(out, 'services/identity/package.json'), 'utf8')).name).toBe('@livefully/identity-service');
  });
});

describe("the renderer's Node host (a bundled app: only what its own files import)", () => {
  it('finds the packages a folder imports, never built-ins, relative files or tests', () => {
    const host = join(dir, 'host');
    mkdirSync(host);
    writeFileSync(
      join(host, 'main.mjs'),
      "import { readFileSync } from 'node:fs';\nimport { a } from './a.mjs';\nimport { Registry } from 'prom-client';\n" +
        "export { b } from '@scope/kit/sub';\nimport 'side-effect';\nconst late = await import('late-one');\n",
    );
    writeFileSync(join(host, 'main.test.ts'), "import { it } from 'vitest';\n");
    expect(packagesImportedBy(host)).toEqual(['@scope/kit', 'late-one', 'prom-client', 'side-effect']);
  });

  it("stages the shell's server folder with exactly the packages it imports, as the shell declares them", () => {
    const out = join(dir, 'renderer');
    const packages = stageServer('shell', 'shell/server', out, { copyBuilt: true });
    const declared = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'shell/package.json'), 'utf8')).dependencies;
    const root = JSON.parse(readFileSync(join(out, 'package.json'), 'utf8'));
    expect(root.dependencies).toEqual(Object.fromEntries(packages.map((name) => [name, declared[name]])));
    expect(root.workspaces).toBeUndefined();
    // The host and the render workers it starts (docs/server-rendering.md, "Remote deploys").
    expect(readFileSync(join(out, 'shell/server/main.mjs'), 'utf8')).toContain('RenderWorkers');
    expect(readFileSync(join(out, 'shell/server/render-worker.mjs'), 'utf8')).toContain('renderPage');
  });
});
