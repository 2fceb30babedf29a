import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SEED_DIR } from '../seed/seed-files.js';

export interface ExtraSeedPost {
  slug: string;
  /** The category's name, as the seed's front matter names it. */
  category: string;
  body: string;
}

/** The shipped seed folder plus articles added to it later, in a temporary copy removed after `work`. */
export async function withSeedPosts<T>(posts: ExtraSeedPost[], work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'content-seed-'));
  try {
    await cp(SEED_DIR, dir, { recursive: true });
    for (const { slug, category, body } of posts) {
      await writeFile(
        join(dir, 'posts', `${slug}.md`),
        `---\ntitle: A Later Article\nexcerpt: Added after the first seed.\ncategory: ${category}\nauthor: Maya Chen\n` +
          `publishedAt: 2025-10-01T09:00:00Z\ntags: later\ntopics: challenge\nimageAlt: A sunrise\nmetaDescription: Added later.\n---\n${body}`,
      );
      await writeFile(join(dir, 'images', `${slug}.svg`), '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"/>');
    }
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
