import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ELASTICSEARCH_VERSION, elasticsearchVersionOf } from '../elasticsearch/start.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** Files below dir (relative to the repository) whose names match. */
function filesUnder(dir: string, name: RegExp): string[] {
  const at = join(ROOT, dir);
  if (!existsSync(at)) return [];
  return readdirSync(at, { recursive: true, encoding: 'utf8' })
    .filter((file) => name.test(file) && statSync(join(at, file)).isFile())
    .map((file) => relative(ROOT, join(at, file)));
}

const COMPOSE_FILES = ['docker-compose.yml', ...filesUnder('deploy/compose', /\.ya?ml$/)];
const DOCKERFILES = filesUnder('deploy', /Dockerfile$/);
const MANIFESTS = filesUnder('deploy/k8s', /\.ya?ml$/);

/** Every third-party image a file names: compose and manifests' `image:`, Dockerfiles' `FROM`. */
function imagesIn(file: string): string[] {
  const text = read(file);
  const pattern = file.endsWith('Dockerfile') ? /^FROM\s+(\S+)/gm : /^\s*-?\s*image:\s*['"]?([^\s'"#]+)/gm;
  return [...text.matchAll(pattern)]
    .map(([, image = '']) => image)
    .filter((image) => !image.startsWith('livefully/') && !/^[a-z]+$/.test(image) && !image.includes('$'));
}

describe('versions, written once', () => {
  it('Elasticsearch: the test node is the version compose runs, and the pom has none of its own', () => {
    expect(ELASTICSEARCH_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
    expect(elasticsearchVersionOf(read('docker-compose.yml'))).toBe(ELASTICSEARCH_VERSION);
    expect(read('deploy/elasticsearch/pom.xml')).not.toMatch(/<es\.version>/);
  });

  it("Elasticsearch: the search service's client is of the server's major version", () => {
    const client = JSON.parse(read('services/search/package.json')).dependencies['@elastic/elasticsearch'] as string;
    expect(client.replace(/^[\^~]/, '').split('.')[0]).toBe(ELASTICSEARCH_VERSION.split('.')[0]);
  });

  it('Elasticsearch: every manifest that names it names the same version', () => {
    for (const file of MANIFESTS) {
      const text = read(file);
      for (const [, version] of text.matchAll(/elasticsearch\/elasticsearch:(\S+)/g)) expect(version, file).toBe(ELASTICSEARCH_VERSION);
      if (/^kind:\s*Elasticsearch\s*$/m.test(text))
        expect(/^\s+version:\s*['"]?([\d.]+)/m.exec(text)?.[1], file).toBe(ELASTICSEARCH_VERSION);
    }
  });

  it('no image is `latest` or untagged', () => {
    const images = [...COMPOSE_FILES, ...DOCKERFILES, ...MANIFESTS].flatMap((file) => imagesIn(file).map((image) => ({ file, image })));
    expect(images.length).toBeGreaterThan(8);
    const floating = images.filter(({ image }) => !/:[^/]+$/.test(image) || /:latest$/.test(image));
    expect(floating).toEqual([]);
  });

  it("Node: every image's Node is the version npm runs the tests on", () => {
    const node = JSON.parse(read('package.json')).devDependencies.node as string;
    const nodeImages = DOCKERFILES.flatMap((file) =>
      imagesIn(file)
        .filter((image) => image.startsWith('node:'))
        .map((image) => ({ file, image })),
    );
    expect(nodeImages.length).toBeGreaterThan(3);
    for (const { file, image } of nodeImages) expect(image, file).toBe(`node:${node}-bookworm-slim`);
  });

  it('nginx: the web tier and the remotes run the same nginx', () => {
    const nginx = new Set(DOCKERFILES.flatMap((file) => imagesIn(file).filter((image) => image.includes('nginx'))));
    expect(nginx.size).toBe(1);
  });

  it("every image build installs from every workspace's package.json (the lock file's whole set)", () => {
    const workspaces = JSON.parse(read('package.json')).workspaces as string[];
    for (const file of DOCKERFILES.filter((f) => f.startsWith('deploy/docker/') && read(f).includes('npm install'))) {
      for (const workspace of workspaces) expect(read(file), file).toContain(`COPY ${workspace}/package.json ${workspace}/`);
    }
  });
});
