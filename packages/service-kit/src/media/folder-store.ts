import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { isMediaKey } from '@livefully/contracts';
import { contentTypeOfKey, type MediaStore, type StoredFile } from './media-store.js';

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The store of embedded mode: `<root>/<id>/<file>`, root under the data directory. A file is
 * written beside its place and renamed into it, so a reader never sees half of one. Only keys
 * of the library's own scheme are taken, so no key reaches outside the root.
 */
export class FolderMediaStore implements MediaStore {
  readonly kind = 'folder' as const;

  constructor(readonly root: string) {}

  // The folder keeps no content type: whoever serves the file derives it from the key.
  async put(key: string, body: Buffer, _contentType?: string): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${randomUUID()}.part`;
    await writeFile(partial, body);
    await rename(partial, path);
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isMediaKey(key)) return null;
    const path = this.pathOf(key);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return { body: createReadStream(path), contentType: contentTypeOfKey(key), bytes: info.size };
  }

  async list(id: string): Promise<string[]> {
    if (!ID.test(id)) return [];
    const names = await readdir(join(this.root, id)).catch(() => [] as string[]);
    return names.map((name) => `${id}/${name}`).filter(isMediaKey);
  }

  async removeItem(id: string): Promise<void> {
    if (!ID.test(id)) return;
    await rm(join(this.root, id), { recursive: true, force: true });
  }

  private pathOf(key: string): string {
    if (!isMediaKey(key)) throw new Error(`Not a media key: ${key}`);
    return join(this.root, key);
  }
}
