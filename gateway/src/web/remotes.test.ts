import { readRuntimeConfig } from '@livefully/contracts/runtime-config-reader';
import { describe, expect, it } from 'vitest';
import { GatewayEnvSchema } from '../config/env.js';
import { cspSources, remotesDocument } from './remotes.js';

const envOf = (vars: Record<string, string>) => GatewayEnvSchema.parse(vars);

describe('remotesDocument', () => {
  it('lists every remote at its same-origin default, with the site settings', () => {
    const doc = remotesDocument(envOf({}));
    expect(doc.remotes.map((r) => r.name)).toEqual(['mf_content', 'mf_search', 'mf_engage', 'mf_admin']);
    expect(doc.remotes[0]?.entry).toBe('/remotes/mf-content/mf-manifest.json');
    expect(doc).toMatchObject({
      siteName: 'Live Fully',
      firebase: { projectId: 'demo-livefully', authDomain: 'demo-livefully.firebaseapp.com' },
    });
    expect(doc).not.toHaveProperty('gaMeasurementId');
  });

  it('is read by the shell exactly as served (its reader takes each field as the schema does)', () => {
    const doc = remotesDocument(
      envOf({
        GA_MEASUREMENT_ID: 'G-ABC1234',
        FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099',
        SOCIAL_LINKS: 'instagram=https://www.instagram.com/livefully',
      }),
    );
    expect(readRuntimeConfig(JSON.parse(JSON.stringify(doc)))).toEqual(doc);
  });

  it('links no social page by default', () => {
    const doc = remotesDocument(envOf({}));
    expect(doc).not.toHaveProperty('socialLinks');
    expect(doc).not.toHaveProperty('socialUrl');
  });

  it('serves SOCIAL_LINKS in their order, and the first as the socialUrl an older shell reads', () => {
    const doc = remotesDocument(
      envOf({ SOCIAL_LINKS: ' facebook=https://www.facebook.com/livefully , instagram=https://www.instagram.com/livefully' }),
    );
    expect(doc.socialLinks).toEqual([
      { network: 'facebook', url: 'https://www.facebook.com/livefully' },
      { network: 'instagram', url: 'https://www.instagram.com/livefully' },
    ]);
    expect(doc.socialUrl).toBe('https://www.facebook.com/livefully');
  });

  it("reads the SOCIAL_URL of before as its network's link while SOCIAL_LINKS is unset", () => {
    expect(remotesDocument(envOf({ SOCIAL_URL: 'https://www.instagram.com/livefully' })).socialLinks).toEqual([
      { network: 'instagram', url: 'https://www.instagram.com/livefully' },
    ]);
    expect(
      remotesDocument(envOf({ SOCIAL_URL: 'https://www.instagram.com/old', SOCIAL_LINKS: 'bluesky=https://bsky.app/profile/livefully' }))
        .socialLinks,
    ).toEqual([{ network: 'bluesky', url: 'https://bsky.app/profile/livefully' }]);
  });

  it.each([
    [{ SOCIAL_LINKS: 'instagram=http://www.instagram.com/livefully' }, /instagram: the link must be https/],
    [{ SOCIAL_LINKS: 'myspace=https://myspace.com/livefully' }, /myspace is not one of the known networks/],
    [{ SOCIAL_LINKS: 'instagram=https://evil.example/livefully' }, /instagram: the link must be on instagram\.com/],
    [{ SOCIAL_LINKS: 'instagram=https://www.instagram.com/' }, /the site's own page, not www\.instagram\.com itself/],
    [{ SOCIAL_LINKS: 'instagram=https://www.instagram.com/a,instagram=https://www.instagram.com/b' }, /instagram is named twice/],
    [{ SOCIAL_LINKS: 'https://www.instagram.com/livefully' }, /write each link as network=url/],
    [{ SOCIAL_URL: 'https://social.example/livefully' }, /none of the known networks.*set SOCIAL_LINKS instead/],
    [{ SOCIAL_URL: 'https://www.instagram.com/' }, /not www\.instagram\.com itself/],
  ])('refuses at start %j, saying why', (vars, message) => {
    const result = GatewayEnvSchema.safeParse(vars);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n')).toMatch(message);
  });

  it('points a remote at another host without touching the others', () => {
    const doc = remotesDocument(envOf({ REMOTES: 'mf_admin=https://admin.cdn.example/mf-manifest.json' }));
    expect(doc.remotes.find((r) => r.name === 'mf_admin')?.entry).toBe('https://admin.cdn.example/mf-manifest.json');
    expect(doc.remotes.find((r) => r.name === 'mf_content')?.entry).toBe('/remotes/mf-content/mf-manifest.json');
  });
});

describe('cspSources', () => {
  it('allows a remote host and nothing for analytics without a measurement id', () => {
    const sources = cspSources(
      remotesDocument(
        envOf({ REMOTES: 'mf_admin=https://admin.cdn.example/mf-manifest.json', FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099' }),
      ),
    );
    expect(sources.script).toEqual(['https://admin.cdn.example']);
    expect(sources.connect).toEqual(['https://admin.cdn.example', 'http://127.0.0.1:9099']);
  });

  it('opens GA4 only with a measurement id, and Google sign-in only without the emulator', () => {
    const sources = cspSources(remotesDocument(envOf({ GA_MEASUREMENT_ID: 'G-ABC1234', FIREBASE_PROJECT_ID: 'live-fully-prod' })));
    expect(sources.script).toEqual(['https://www.googletagmanager.com', 'https://apis.google.com']);
    expect(sources.frame).toEqual(['https://live-fully-prod.firebaseapp.com']);
    expect(sources.connect).toContain('https://identitytoolkit.googleapis.com');
  });
});

describe('IMAGE_ORIGINS', () => {
  it('is empty by default and keeps only the origin of each https URL', () => {
    expect(envOf({}).IMAGE_ORIGINS).toEqual([]);
    expect(envOf({ IMAGE_ORIGINS: 'https://images.example.com/a/, https://cdn.example.org:8443' }).IMAGE_ORIGINS).toEqual([
      'https://images.example.com',
      'https://cdn.example.org:8443',
    ]);
  });

  it('refuses anything but an https URL', () => {
    for (const value of ['http://images.example.com', 'images.example.com', 'data:', '*']) {
      expect(GatewayEnvSchema.safeParse({ IMAGE_ORIGINS: value }).success, value).toBe(false);
    }
  });
});
