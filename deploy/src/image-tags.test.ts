import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEPLOYABLES } from '../release/deployables.mjs';
import { COMPOSE_FILES, OVERLAY, versionOf, withComposeTags, withOverlayTags } from '../release/image-tags.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const compose = COMPOSE_FILES.map(read).join('\n');

/** Every `image: livefully/…` of the compose files, with the tag expression it names. */
const composeImages = [...compose.matchAll(/image:\s*livefully\/([\w-]+):(\S+)/g)].map(([, image = '', tag = '']) => ({ image, tag }));
/** The overlay's `images:` entries. */
const overlayTags = new Map(
  [...read(OVERLAY).matchAll(/- name: livefully\/([\w-]+)\n\s+newTag: (\S+)/g)].map(([, image = '', tag = '']) => [image, tag]),
);

describe("each image is tagged with its app's version", () => {
  it('every image of ours that compose runs is a deployable, and every deployable is run', () => {
    expect([...new Set(composeImages.map(({ image }) => image))].sort()).toEqual(DEPLOYABLES.map(({ image }) => image).sort());
  });

  it.each(DEPLOYABLES)('compose: livefully/$image takes $variable, by default its package version', ({ image, workspace, variable }) => {
    const tags = composeImages.filter((found) => found.image === image).map(({ tag }) => tag);
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toBe(`\${${variable}:-${versionOf(workspace)}}`);
  });

  it('the Kubernetes overlay names every deployable once, at its package version', () => {
    expect([...overlayTags.keys()].sort()).toEqual(DEPLOYABLES.map(({ image }) => image).sort());
    for (const { image, workspace } of DEPLOYABLES) expect(overlayTags.get(image), image).toBe(versionOf(workspace));
  });

  it('the renderer and the web tier are the shell: one version for both', () => {
    const shell = DEPLOYABLES.filter(({ workspace }) => workspace === 'shell').map(({ image }) => image);
    expect(shell.sort()).toEqual(['renderer', 'web']);
  });
});

describe('the release rewrites the tags (npm run release)', () => {
  const bumped = (workspace: string) => (workspace === 'mf-search' ? '1.3.0' : workspace === 'shell' ? '2.0.0' : '1.0.0');

  it("sets one deployable's compose default and leaves the others", () => {
    const text =
      'image: livefully/mf-search:${LIVEFULLY_MF_SEARCH_VERSION:-1.2.9}\nimage: livefully/gateway:${LIVEFULLY_GATEWAY_VERSION:-1.0.0}\n';
    expect(withComposeTags(text, bumped)).toBe(
      'image: livefully/mf-search:${LIVEFULLY_MF_SEARCH_VERSION:-1.3.0}\nimage: livefully/gateway:${LIVEFULLY_GATEWAY_VERSION:-1.0.0}\n',
    );
  });

  it("sets the overlay's newTag of both shell images", () => {
    const text =
      '  - name: livefully/renderer\n    newTag: 1.0.0\n  - name: livefully/web\n    newTag: 1.0.0\n  - name: livefully/gateway\n    newTag: 1.0.0\n';
    expect(withOverlayTags(text, bumped)).toBe(
      '  - name: livefully/renderer\n    newTag: 2.0.0\n  - name: livefully/web\n    newTag: 2.0.0\n  - name: livefully/gateway\n    newTag: 1.0.0\n',
    );
  });

  it('the files as committed are what the release would write', () => {
    for (const file of COMPOSE_FILES) expect(withComposeTags(read(file), versionOf), file).toBe(read(file));
    expect(withOverlayTags(read(OVERLAY), versionOf)).toBe(read(OVERLAY));
  });
});
