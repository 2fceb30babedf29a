import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtime-config';

describe('parseRuntimeConfig', () => {
  it('reads the remotes and the social links', () => {
    const instagram = { network: 'instagram', url: 'https://www.instagram.com/livefully' };
    const config = parseRuntimeConfig({
      remotes: [{ name: 'mf_content', entry: '/remotes/mf-content/mf-manifest.json', extra: 1 }],
      socialLinks: [instagram],
      socialUrl: instagram.url,
    });
    expect(config).toEqual({
      remotes: [{ name: 'mf_content', entry: '/remotes/mf-content/mf-manifest.json' }],
      socialLinks: [instagram],
      siteName: 'Live Fully',
    });
  });

  it('reads the site name and the GA4 measurement id', () => {
    const config = parseRuntimeConfig({ remotes: [], siteName: '  Live Fully Staging ', gaMeasurementId: 'G-ABC123XYZ9' });
    expect(config.siteName).toBe('Live Fully Staging');
    expect(config.gaMeasurementId).toBe('G-ABC123XYZ9');
  });

  it.each(['', 'UA-1234-1', 'G-abc', 'G-ABC123&x=1', 42])('ignores a measurement id that is not a GA4 id: %j', (gaMeasurementId) => {
    expect(parseRuntimeConfig({ remotes: [], gaMeasurementId })).not.toHaveProperty('gaMeasurementId');
  });

  it('skips remotes that are not well formed', () => {
    const { remotes } = parseRuntimeConfig({
      remotes: [{ name: 'a' }, { entry: '/x' }, { name: '', entry: '/x' }, null, 'mf_x', { name: 'ok', entry: '/ok.json' }],
    });
    expect(remotes).toEqual([{ name: 'ok', entry: '/ok.json' }]);
  });

  it.each([
    undefined,
    'https://www.instagram.com/livefully',
    [{ network: 'instagram', url: 'https://www.instagram.com/' }],
    [{ network: 'myspace', url: 'https://myspace.com/livefully' }],
    [{ network: 'instagram', url: 'http://www.instagram.com/livefully' }],
    [{ network: 'instagram', url: 'https://instagram.com.evil.example/livefully' }],
    [{ network: 'instagram', url: 'javascript:alert(1)' }],
  ])('links no social page for %j', (socialLinks) => {
    expect(parseRuntimeConfig({ remotes: [], socialLinks, socialUrl: 'https://www.instagram.com/' }).socialLinks).toEqual([]);
  });

  it('reads anything else as no remotes', () => {
    expect(parseRuntimeConfig(null)).toEqual({ remotes: [], socialLinks: [], siteName: 'Live Fully' });
    expect(parseRuntimeConfig({ remotes: 'mf_content' }).remotes).toEqual([]);
  });

  it('keeps the Firebase settings, without an emulator URL that is not a bare origin', () => {
    const firebase = { apiKey: 'k', authDomain: 'demo.firebaseapp.com', projectId: 'demo' };
    expect(parseRuntimeConfig({ firebase: { ...firebase, emulatorUrl: 'http://127.0.0.1:9099' } }).firebase).toEqual({
      ...firebase,
      emulatorUrl: 'http://127.0.0.1:9099',
    });
    expect(parseRuntimeConfig({ firebase: { ...firebase, emulatorUrl: 'http://127.0.0.1:9099/path' } }).firebase).not.toHaveProperty(
      'emulatorUrl',
    );
    expect(parseRuntimeConfig({ firebase: { ...firebase, apiKey: '' } })).not.toHaveProperty('firebase');
  });
});
