import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readTimeOf, relatedCategorySlug, SlugSchema } from '@livefully/contracts';
import type { z } from 'zod';
import { parseFrontMatter } from './front-matter.js';
import type { SeedContent, SeedGuide, SeedPost } from './seed-content.js';
import { GuideFrontMatterSchema, PostFrontMatterSchema, SeedCategoriesSchema, SeedTopicsSchema } from './seed-schemas.js';

/** services/content/seed, from src/seed (tests) and dist/seed (built) alike. */
export const SEED_DIR = fileURLToPath(new URL('../../seed/', import.meta.url));

/**
 * Reads the seed folder: categories.json, topics.json, posts/<slug>.md, guides/<slug>.md and
 * images/<slug>.svg. Adding an article is adding its .md and .svg files.
 */
export async function loadSeed(dir = SEED_DIR): Promise<SeedContent> {
  const categories = parse(SeedCategoriesSchema, JSON.parse(await readFile(join(dir, 'categories.json'), 'utf8')), 'categories.json').map(
    (category) => ({ ...category, slug: relatedCategorySlug(category.name) }),
  );
  const topics = parse(SeedTopicsSchema, JSON.parse(await readFile(join(dir, 'topics.json'), 'utf8')), 'topics.json');
  const categoryNames = new Set(categories.map((category) => category.name));
  const topicSlugs = new Set(topics.map((topic) => topic.slug));

  const posts: SeedPost[] = [];
  for (const { slug, file, attributes, body } of await readMarkdownDir(join(dir, 'posts'))) {
    const front = parse(PostFrontMatterSchema, attributes, file);
    requireKnown(categoryNames, front.category, `${file}: category`);
    for (const topic of front.topics) requireKnown(topicSlugs, topic, `${file}: topic`);
    posts.push({
      slug,
      title: front.title,
      excerpt: front.excerpt,
      content: body,
      categorySlug: relatedCategorySlug(front.category),
      metaDescription: front.metaDescription,
      imagePath: imagePath(dir, slug, file),
      imageAlt: front.imageAlt,
      author: front.author,
      publishedAt: front.publishedAt,
      tags: front.tags,
      topicSlugs: front.topics,
      readTime: readTimeOf(body),
      status: front.status,
    });
  }

  const guides: SeedGuide[] = [];
  for (const { slug, file, attributes, body } of await readMarkdownDir(join(dir, 'guides'))) {
    const front = parse(GuideFrontMatterSchema, attributes, file);
    requireKnown(categoryNames, front.category, `${file}: category`);
    guides.push({
      slug,
      title: front.title,
      description: front.description,
      content: body,
      categorySlug: relatedCategorySlug(front.category),
      metaDescription: front.metaDescription,
      imagePath: imagePath(dir, slug, file),
      imageAlt: front.imageAlt,
    });
  }
  return { categories, topics, posts, guides };
}

async function readMarkdownDir(dir: string) {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(
    files.map(async (name) => {
      const file = `${basename(dir)}/${name}`;
      const slug = parse(SlugSchema, name.slice(0, -'.md'.length), `${file} (file name is the slug)`);
      return { slug, file, ...parseFrontMatter(await readFile(join(dir, name), 'utf8'), file) };
    }),
  );
}

/** The gateway serves seed/images/ at /images/, so every item needs its picture there. */
function imagePath(dir: string, slug: string, file: string): string {
  if (!existsSync(join(dir, 'images', `${slug}.svg`))) throw new Error(`${file}: missing images/${slug}.svg`);
  return `/images/${slug}.svg`;
}

function parse<T extends z.ZodType>(schema: T, value: unknown, where: string): z.infer<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(value)'}: ${issue.message}`);
  throw new Error(`seed ${where}: ${problems.join('; ')}`);
}

function requireKnown(known: Set<string>, value: string, what: string): void {
  if (!known.has(value)) throw new Error(`seed ${what} '${value}' is not defined`);
}
