import type { MediaUse } from '@livefully/contracts';
import type { EntityManager } from 'typeorm';
import { Guide } from '../guides/guide.entity.js';
import { Post } from '../posts/post.entity.js';
import { Topic } from '../topics/topic.entity.js';

/**
 * Where an image is used: a post or guide whose image field names one of its files, a post,
 * guide or topic whose sharing panel chose it as the share image, or one whose markdown names one. Every file of an item is under `/media/<id>/`, so
 * one prefix finds a variant linked by hand as well as the original. Items in the trash are
 * included (`trashed`): a restore brings them back with their picture.
 */
export async function mediaUsage(manager: EntityManager, id: string): Promise<MediaUse[]> {
  const prefix = `/media/${id}/`;
  const params = { prefix: `${prefix}%`, anywhere: `%${prefix}%` };
  // One after another: inside a transaction they share one connection.
  const posts = await manager
    .createQueryBuilder(Post, 'item')
    .withDeleted()
    .select(['item.id', 'item.title', 'item.slug', 'item.imagePath', 'item.sharing.shareImagePath', 'item.deletedAt'])
    .where('item.imagePath LIKE :prefix OR item.sharing.shareImagePath LIKE :prefix OR item.content LIKE :anywhere', params)
    .orderBy('item.title')
    .getMany();
  const guides = await manager
    .createQueryBuilder(Guide, 'item')
    .withDeleted()
    .select(['item.id', 'item.title', 'item.slug', 'item.imagePath', 'item.sharing.shareImagePath', 'item.deletedAt'])
    .where('item.imagePath LIKE :prefix OR item.sharing.shareImagePath LIKE :prefix OR item.content LIKE :anywhere', params)
    .orderBy('item.title')
    .getMany();
  const topics = await manager
    .createQueryBuilder(Topic, 'item')
    .withDeleted()
    .select(['item.id', 'item.name', 'item.slug', 'item.sharing.shareImagePath', 'item.deletedAt'])
    .where('item.sharing.shareImagePath LIKE :prefix OR item.description LIKE :anywhere', params)
    .orderBy('item.name')
    .getMany();
  // The field that names it first: the item's image, the share image its sharing panel chose, its text.
  const field = (imagePath: string, { shareImagePath }: { shareImagePath: string }): MediaUse['field'] =>
    imagePath.startsWith(prefix) ? 'image' : shareImagePath.startsWith(prefix) ? 'share' : 'body';
  return [
    ...posts.map((post) => ({
      kind: 'post' as const,
      id: post.id,
      title: post.title,
      slug: post.slug,
      field: field(post.imagePath, post.sharing),
      trashed: post.deletedAt !== null,
    })),
    ...guides.map((guide) => ({
      kind: 'guide' as const,
      id: guide.id,
      title: guide.title,
      slug: guide.slug,
      field: field(guide.imagePath, guide.sharing),
      trashed: guide.deletedAt !== null,
    })),
    ...topics.map((topic) => ({
      kind: 'topic' as const,
      id: topic.id,
      title: topic.name,
      slug: topic.slug,
      field: field('', topic.sharing),
      trashed: topic.deletedAt !== null,
    })),
  ];
}
