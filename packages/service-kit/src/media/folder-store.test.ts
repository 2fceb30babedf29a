import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FolderMediaStore } from './folder-store.js';

let root: string;
let store: FolderMediaStore;

beforeAll(async () => {
  const parent = await mkdtemp(join(tmpdir(), 'media-store-'));
  root = join(parent, 'media');
  store = new FolderMediaStore(root);
});

afterAll(async () => {
  await rm(join(root, '..'), { recursive: true, force: true });
});

describe('the folder media store', () => {
  it('writes, reads back, lists and removes the files of an item', async () => {
    const id = randomUUID();
    await store.put(`${id}/original-10x10.svg`, Buffer.from('<svg/>'), 'image/svg+xml');
    await store.put(`${id}/320.webp`, Buffer.from('webp'), 'image/webp');
    const file = await store.get(`${id}/original-10x10.svg`);
    expect(file).toMatchObject({ contentType: 'image/svg+xml', bytes: 6 });
    expect(await text(file!.body)).toBe('<svg/>');
    expect((await store.list(id)).sort()).toEqual([`${id}/320.webp`, `${id}/original-10x10.svg`]);
    // No partial file is left beside the files.
    expect((await readdir(join(root, id))).sort()).toEqual(['320.webp', 'original-10x10.svg']);
    await store.removeItem(id);
    expect(await store.get(`${id}/320.webp`)).toBeNull();
    expect(await store.list(id)).toEqual([]);
  });

  it('answers null for a missing file and for any key outside its scheme, and writes none', async () => {
    await writeFile(join(root, '..', 'secret.txt'), 'secret');
    expect(await store.get(`${randomUUID()}/640.avif`)).toBeNull();
    for (const key of ['../secret.txt', `${randomUUID()}/../../secret.txt`, '/etc/passwd', `${randomUUID()}/evil.php`]) {
      expect(await store.get(key)).toBeNull();
      await expect(store.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Not a media key/);
    }
    await store.removeItem('..');
    expect(await readdir(join(root, '..'))).toContain('secret.txt');
  });
});
