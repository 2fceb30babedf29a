import { readRuntimeConfig } from '@livefully/contracts/runtime-config-reader';
import { describe, expect, it } from 'vitest';
import { GatewayEnvSchema } from '../config/env.js';
import { cspSources, readerDocument, remotesDocument } from './remotes.js';

const envOf = (vars: Record<string, string>) => GatewayEnvSchema.parse(vars);
const CANARY = 'https://canary.cdn.example/mf-content/2.0.0/mf-manifest.json';

describe('REMOTE_CANARIES', () => {
  it('names a staff canary and a share canary in the document', () => {
    const doc = remotesDocument(
      envOf({ REMOTE_CANARIES: `mf_content=${CANARY}@10, mf_admin=/remotes/mf-admin-next/mf-manifest.json@staff` }),
    );
    expect(doc.canaries).toEqual({
      mf_content: { entry: CANARY, share: 10 },
      mf_admin: { entry: '/remotes/mf-admin-next/mf-manifest.json', audience: 'staff' },
    });
  });

  it.each([
    [`mf_content=${CANARY}`, /name=url@staff or name=url@share/],
    [`mf_content=${CANARY}@0`, /name=url@staff or name=url@share/],
    [`mf_content=${CANARY}@101`, /name=url@staff or name=url@share/],
    [`mf_content=${CANARY}@everyone`, /name=url@staff or name=url@share/],
  ])('refuses %s with what a canary looks like', (setting, message) => {
    expect(() => envOf({ REMOTE_CANARIES: setting })).toThrow(message);
  });

  it('refuses at start a canary of a remote the site does not have, or two of one remote', () => {
    expect(() => remotesDocument(envOf({ REMOTE_CANARIES: `mf_nothing=${CANARY}@10` }))).toThrow(/mf_nothing is not one of the remotes/);
    expect(() => remotesDocument(envOf({ REMOTE_CANARIES: `mf_content=${CANARY}@10,mf_content=${CANARY}@staff` }))).toThrow(
      /more than one canary/,
    );
  });

  it("allows the canary's host in the CSP", () => {
    const sources = cspSources(remotesDocument(envOf({ REMOTE_CANARIES: `mf_content=${CANARY}@staff` })));
    expect(sources.script).toContain('https://canary.cdn.example');
    expect(sources.connect).toContain('https://canary.cdn.example');
  });

  it("gives a reader their variant's entries and names no canary, as the shell reads it", () => {
    const doc = remotesDocument(envOf({ REMOTE_CANARIES: `mf_content=${CANARY}@staff` }));
    const canary = readerDocument(doc, ['mf_content']);
    expect(canary).not.toHaveProperty('canaries');
    expect(canary.remotes[0]).toEqual({ name: 'mf_content', entry: CANARY });
    expect(readRuntimeConfig(JSON.parse(JSON.stringify(canary)))).toEqual(canary);
    expect(readerDocument(doc, []).remotes).toEqual(doc.remotes);
  });
});
