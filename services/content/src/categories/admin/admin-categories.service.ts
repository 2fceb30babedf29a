import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CategoryInputSchema, ErrorCode, type Actor, type AdminCategory, type AdminDeleted } from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';
import type { EntityManager, Repository } from 'typeorm';
import type { z } from 'zod';
import { ContentWriter } from '../../editing/content-writer.js';
import { requireVersion, type VersionedUpdate } from '../../revisions/revision-writes.js';
import { deleted, upserted, type ContentNotice } from '../../events/content-notice.js';
import { Guide } from '../../guides/guide.entity.js';
import { countAllPosts, visiblePostIds } from '../../posts/post-queries.js';
import { Category } from '../category.entity.js';
import { toAdminCategory } from './admin-category.mapper.js';
import { requireLinkableName } from './category-name.js';

type CategoryInput = z.output<typeof CategoryInputSchema>;

export interface CategoryWrite {
  actor: Actor;
  input: CategoryInput;
  requestId?: string | undefined;
}

@Injectable()
export class AdminCategoriesService {
  constructor(
    @InjectRepository(Category) private readonly categories: Repository<Category>,
    private readonly writer: ContentWriter,
  ) {}

  async list(): Promise<AdminCategory[]> {
    const categories = await this.categories.find({ order: { updatedAt: 'DESC', id: 'ASC' } });
    const counts = await countAllPosts(
      this.categories.manager,
      categories.map((category) => category.id),
    );
    return categories.map((category) => toAdminCategory(category, counts.get(category.id) ?? 0));
  }

  async get(id: string): Promise<AdminCategory> {
    return view(this.categories.manager, id);
  }

  async create({ actor, input, requestId }: CategoryWrite): Promise<AdminCategory> {
    requireLinkableName(input.name);
    return this.writer.write(
      { actor, requestId, action: 'create', kind: 'category', slug: input.slug, name: input.name },
      async (manager) => {
        const { identifiers } = await manager.insert(Category, fieldsOf(input));
        const id = String(identifiers[0]!.id);
        const after = await view(manager, id);
        return { entityId: id, before: null, after, answer: after, notices: [upserted('category', id)] };
      },
      (id) => this.get(id),
    );
  }

  /** Posts and guides show their category's name: the visible ones are announced again too. */
  async update({ actor, id, input, version, requestId, restoredFrom }: CategoryWrite & VersionedUpdate): Promise<AdminCategory> {
    requireLinkableName(input.name);
    return this.writer.write(
      { actor, requestId, action: 'update', kind: 'category', slug: input.slug, name: input.name, restoredFrom },
      async (manager) => {
        await lockCategory(manager, id);
        const before = await view(manager, id);
        requireVersion(before, version, input);
        await manager.update(Category, { id }, fieldsOf(input));
        const after = await view(manager, id);
        return { entityId: id, before, after, answer: after, notices: [upserted('category', id), ...(await dependents(manager, id))] };
      },
      (entityId) => this.get(entityId),
    );
  }

  /** Refused while any post (drafts included) or guide outside the trash is in the category. */
  async remove({ actor, id, requestId }: { actor: Actor; id: string; requestId?: string | undefined }): Promise<AdminDeleted> {
    return this.writer.write(
      { actor, requestId, action: 'delete', kind: 'category' },
      async (manager) => {
        // Locked first: a post or guide being added to it now waits for this transaction.
        await lockCategory(manager, id);
        const before = await view(manager, id);
        const guides = await manager.countBy(Guide, { categoryId: id });
        if (before.postCount > 0 || guides > 0) {
          throw rpcError(
            ErrorCode.CategoryInUse,
            `The category "${before.name}" is still used by ${count(before.postCount, 'post')} and ${count(guides, 'guide')}; ` +
              'move or delete them first.',
          );
        }
        await manager.softDelete(Category, { id });
        return { entityId: id, before, after: null, answer: { id }, notices: [deleted('category', id)] };
      },
      async (entityId) => ({ id: entityId }),
    );
  }
}

function fieldsOf(input: CategoryInput) {
  return { slug: input.slug, name: input.name, description: input.description };
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

async function view(manager: EntityManager, id: string): Promise<AdminCategory> {
  const category = await manager.findOneBy(Category, { id });
  if (!category) throw rpcError(ErrorCode.CategoryNotFound, `No category with id ${id}`);
  // Every post of the category, drafts included: what stands in the way of deleting it.
  const counts = await countAllPosts(manager, [id]);
  return toAdminCategory(category, counts.get(id) ?? 0);
}

async function dependents(manager: EntityManager, categoryId: string): Promise<ContentNotice[]> {
  const posts = await visiblePostIds(manager, { categoryId });
  const guides = await manager.find(Guide, { where: { categoryId }, select: { id: true } });
  return [...posts.map((postId) => upserted('post', postId)), ...guides.map((guide) => upserted('guide', guide.id))];
}

async function lockCategory(manager: EntityManager, id: string): Promise<void> {
  await manager
    .createQueryBuilder(Category, 'category')
    .select('category.id')
    .where('category.id = :id', { id })
    .setLock('pessimistic_write')
    .getOne();
}

/** The admin view, for the trash (its restore answers and audits with it). */
export { view as categoryView };
