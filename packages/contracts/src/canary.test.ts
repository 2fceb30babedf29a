import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bucketOf, canaryVariant, variantRemotes, type RemoteCanaries } from './canary.js';

const remotes = [
  { name: 'mf_content', entry: '/remotes/mf-content/mf-manifest.json' },
  { name: 'mf_search', entry: '/remotes/mf-search/mf-manifest.json' },
  { name: 'mf_admin', entry: '/remotes/mf-admin/mf-manifest.json' },
];
const canaryOf = fc.oneof(
  fc.record({ entry: fc.webUrl(), audience: fc.constant('staff' as const) }),
  fc.record({ entry: fc.webUrl(), share: fc.integer({ min: 1, max: 100 }) }),
);
const canaries = fc.dictionary(fc.constantFrom('mf_content', 'mf_search', 'mf_engage', 'mf_admin'), canaryOf);
const bucket = fc.integer({ min: 0, max: 99 });

describe('canaryVariant', () => {
  it('is a function of the config and the reader alone: the same reader always gets the same variant', () => {
    fc.assert(
      fc.property(canaries, fc.option(bucket, { nil: undefined }), fc.boolean(), (config, b, staff) => {
        expect(canaryVariant(config, { bucket: b, staff })).toEqual(canaryVariant(structuredClone(config), { bucket: b, staff }));
      }),
    );
  });

  it('is monotone in the share: a reader in a canary stays in it as its share grows', () => {
    fc.assert(
      fc.property(bucket, fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 100 }), (b, low, high) => {
        fc.pre(low <= high);
        const inAt = (share: number) =>
          canaryVariant({ mf_content: { entry: 'https://c.example/m.json', share } }, { bucket: b, staff: false });
        if (inAt(low).length > 0) expect(inAt(high)).toEqual(['mf_content']);
      }),
    );
  });

  it('gives a share canary to exactly `share` of the 100 buckets, and a staff canary to no reader but staff', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), (share) => {
        const config: RemoteCanaries = {
          mf_content: { entry: 'https://c.example/m.json', share },
          mf_search: { entry: '/s.json', audience: 'staff' },
        };
        const variants = Array.from({ length: 100 }, (_, b) => canaryVariant(config, { bucket: b, staff: false }));
        expect(variants.filter((v) => v.includes('mf_content'))).toHaveLength(share);
        expect(variants.some((v) => v.includes('mf_search'))).toBe(false);
        expect(canaryVariant(config, { bucket: undefined, staff: true })).toEqual(['mf_content', 'mf_search']);
      }),
    );
  });

  it('has at most (number of canaries + 2) distinct variants over every reader', () => {
    fc.assert(
      fc.property(canaries, (config) => {
        const seen = new Set<string>();
        for (const staff of [false, true])
          for (const b of [undefined, ...Array.from({ length: 100 }, (_, i) => i)])
            seen.add(canaryVariant(config, { bucket: b, staff }).join());
        expect(seen.size).toBeLessThanOrEqual(Object.keys(config).length + 2);
      }),
    );
  });

  it('gives a reader without a bucket no share canary', () => {
    expect(canaryVariant({ mf_content: { entry: '/c.json', share: 100 } }, { bucket: undefined, staff: false })).toEqual([]);
  });
});

describe('variantRemotes', () => {
  it('points each remote of the variant at its canary and leaves the others', () => {
    const config: RemoteCanaries = { mf_content: { entry: 'https://canary.example/mf-manifest.json', share: 10 } };
    expect(variantRemotes(remotes, config, ['mf_content'])).toEqual([
      { name: 'mf_content', entry: 'https://canary.example/mf-manifest.json' },
      remotes[1],
      remotes[2],
    ]);
    expect(variantRemotes(remotes, config, [])).toEqual(remotes);
    expect(variantRemotes(remotes, config, ['mf_search'])).toEqual(remotes);
  });
});

describe('bucketOf', () => {
  it.each([
    ['0', 0],
    ['7', 7],
    ['99', 99],
    ['100', undefined],
    ['07', undefined],
    ['-1', undefined],
    [' 5', undefined],
    ['5.0', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %j', (value, expected) => {
    expect(bucketOf(value)).toBe(expected);
  });
});
