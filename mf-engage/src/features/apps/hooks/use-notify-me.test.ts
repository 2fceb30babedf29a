import { describe, expect, it } from 'vitest';
import { withoutNotify } from './use-notify-me';

describe('withoutNotify', () => {
  it('drops the notify parameter and keeps the rest of the address', () => {
    expect(withoutNotify('https://livefully.test/apps?notify=what-i-like')).toBe('/apps');
    expect(withoutNotify('https://livefully.test/apps?utm_source=mail&notify=what-i-like#top')).toBe('/apps?utm_source=mail#top');
    expect(withoutNotify('https://livefully.test/apps')).toBe('/apps');
  });
});
