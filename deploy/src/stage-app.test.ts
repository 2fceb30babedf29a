import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stage, workspaceClosure } from '../docker/stage-app.mjs';

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
