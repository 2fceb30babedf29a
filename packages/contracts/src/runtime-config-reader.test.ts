import { describe, expect, it } from 'vitest';
import { readRuntimeConfig } from './runtime-config-reader.js';
import {
  FirebaseSettingsSchema,
  RemoteLocationSchema,
  RuntimeConfigSchema,
  SITE_NAME_MAX_LENGTH,
  SocialLinkSchema,
} from './runtime-config.js';

/** What the strict schema gives for one value, or undefined where it refuses it. */
const strict = (schema: { safeParse(value: unknown): { success: boolean; data?: unknown } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
};

const { shape } = RuntimeConfigSchema;
const firebase = { apiKey: 'k', authDomain: 'demo.firebaseapp.com', projectId: 'demo' };
const strings = ['', ' ', 'x', '  x  ', 'x\ty', 'Live Fully', 'L'.repeat(SITE_NAME_MAX_LENGTH), 'L'.repeat(SITE_NAME_MAX_LENGTH + 1)];
const others = [undefined, null, 0, 42, true, [], {}, ['x']];
const urls = [
  'https://social.example/livefully',
  ' https://social.example/x ',
  'HTTPS://Social.Example',
  'http://localhost:8080/a?b=c#d',
  'https://exa\nmple.com/',
  'https:/path',
  'http:example.com',
  'https://',
  'ftp://example.com',
  'javascript:alert(1)',
  '/relative',
  'mailto:a@b.co',
  'https://a b.example',
  'https://[::1]/',
];
const gaIds = [
  'G-ABC123XYZ9',
  'G-ABCD',
  'G-ABC',
  'G-abc123',
  'UA-1234-1',
  'G-ABC123&x=1',
  ' G-ABC123 ',
  `G-${'A'.repeat(20)}`,
  `G-${'A'.repeat(21)}`,
];
const emulatorUrls = [
  'http://127.0.0.1:9099',
  'https://auth.example',
  'http://127.0.0.1:9099/',
  'http://127.0.0.1:9099/path',
  'ws://x',
  '',
];

describe('readRuntimeConfig takes each field exactly as RuntimeConfigSchema does', () => {
  it.each([...urls, ...strings, ...others])('socialUrl %j', (socialUrl) => {
    expect(readRuntimeConfig({ socialUrl }).socialUrl).toEqual(strict(shape.socialUrl, socialUrl));
  });

  it.each([...gaIds, ...strings, ...others])('gaMeasurementId %j', (gaMeasurementId) => {
    expect(readRuntimeConfig({ gaMeasurementId }).gaMeasurementId).toEqual(strict(shape.gaMeasurementId, gaMeasurementId));
  });

  it.each([...strings, ...others])('siteName %j (cut to its length rather than refused)', (siteName) => {
    const cut = typeof siteName === 'string' ? siteName.trim().slice(0, SITE_NAME_MAX_LENGTH) : siteName;
    expect(readRuntimeConfig({ siteName }).siteName).toEqual(strict(shape.siteName, cut));
  });

  const remotes = [
    { name: 'mf_content', entry: '/remotes/mf-content/mf-manifest.json' },
    { name: 'a', entry: '/x', extra: 1 },
    { name: 'a' },
    { entry: '/x' },
    { name: '', entry: '/x' },
    { name: 1, entry: '/x' },
    ...others,
    'mf_x',
  ];
  it.each(remotes)('a remote entry %j (skipped when refused)', (entry) => {
    const expected = strict(RemoteLocationSchema, entry);
    expect(readRuntimeConfig({ remotes: [entry] }).remotes).toEqual(expected === undefined ? [] : [expected]);
  });

  const socialLinks = [
    { network: 'instagram', url: 'https://www.instagram.com/livefully' },
    { network: 'x', url: 'https://x.com/livefully?ref=site' },
    { network: 'instagram', url: 'https://www.instagram.com/livefully', extra: 1 },
    { network: 'instagram', url: 'https://www.instagram.com/' },
    { network: 'instagram', url: 'http://www.instagram.com/livefully' },
    { network: 'instagram', url: 'https://user:pw@www.instagram.com/livefully' },
    { network: 'instagram', url: 'https://instagram.com.evil.example/livefully' },
    { network: 'facebook', url: 'https://www.instagram.com/livefully' },
    { network: 'myspace', url: 'https://myspace.com/livefully' },
    { network: 'toString', url: 'https://x.com/livefully' },
    { network: 'instagram', url: 'javascript:alert(1)//www.instagram.com/x' },
    { network: 'instagram' },
    ...others,
    'instagram=https://www.instagram.com/livefully',
  ];
  it.each(socialLinks)('a social link %j (skipped when refused)', (link) => {
    const expected = strict(SocialLinkSchema, link);
    expect(readRuntimeConfig({ socialLinks: [link] }).socialLinks).toEqual(expected === undefined ? [] : [expected]);
  });

  const settings = [
    firebase,
    { ...firebase, extra: 1 },
    { ...firebase, apiKey: '' },
    { ...firebase, projectId: 7 },
    { apiKey: 'k', authDomain: 'd' },
    ...emulatorUrls.map((emulatorUrl) => ({ ...firebase, emulatorUrl })),
    ...others,
  ];
  it.each(settings)('firebase %j (a bad emulator URL dropped, not the settings)', (settings) => {
    const { emulatorUrl, ...rest } = (settings ?? {}) as { emulatorUrl?: unknown };
    const withEmulator = strict(FirebaseSettingsSchema, settings);
    const expected = withEmulator ?? (emulatorUrl === undefined ? undefined : strict(FirebaseSettingsSchema, rest));
    expect(readRuntimeConfig({ firebase: settings }).firebase).toEqual(expected);
  });

  it('reads anything but an object as no remotes, and a whole document as the gateway serves it', () => {
    for (const json of [null, 'x', 42, [], [{ name: 'a', entry: '/x' }]]) expect(readRuntimeConfig(json)).toEqual({ remotes: [] });
    const document = {
      remotes: [{ name: 'mf_content', entry: '/remotes/mf-content/mf-manifest.json' }],
      socialLinks: [{ network: 'instagram', url: 'https://www.instagram.com/livefully' }],
      socialUrl: 'https://www.instagram.com/livefully',
      siteName: 'Live Fully',
      gaMeasurementId: 'G-ABC123XYZ9',
      firebase: { ...firebase, emulatorUrl: 'http://127.0.0.1:9099' },
    };
    expect(RuntimeConfigSchema.parse(document)).toEqual(document);
    expect(readRuntimeConfig(document)).toEqual(document);
  });
});
