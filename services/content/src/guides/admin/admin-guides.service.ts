import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, GuideInputSchema, type Actor, type AdminDeleted, type AdminGuide } from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';
import type { EntityManager, Repository } from 'typeorm';
import type { z } from 'zod';
import { Category } from '../../categories/category.entity.js';
import { ContentWriter } from '../../editing/content-writer.js';
import { requireVersion, type VersionedUpdate } from '../../revisions/revision-writes.js';
import { deleted, upserted } from '../../events/content-notice.js';
import { countVisiblePosts } from '../../posts/post-queries.js';
import { Guide } from '../guide.entity.js';
import { toAdminGuide } from './admin-guide.mapper.js';

type GuideInput = z.output<typeof GuideInputSchema>;

export interface GuideWrite {
  actor: Actor;
  input: GuideInput;
  requestId?: string | undefined;
}

@Injectable()
export class AdminGuidesService {
  constructor(
    @InjectRepository(Guide) private readonly guides: Repository<Guide>,
    private readonly writer: ContentWriter,
  ) {}

  async list(): Promise<AdminGuide[]> {
    const guides = await this.guides.find({ relations: { category: true }, order: { updatedAt: 'DESC', id: 'ASC' } });
    const counts = await countVisiblePosts(
      this.guides.manager,
      'category',
      guides.map((guide) => guide.categoryId),
    );
    return guides.map((guide) => toAdminGuide(guide, counts.get(guide.categoryId) ?? 0));
  }

  async get(id: string): Promise<AdminGuide> {
    return view(this.guides.manager, id);
  }

  async create({ actor, input, requestId }: GuideWrite): Promise<AdminGuide> {
    return this.writer.write(
      { actor, requestId, action: 'create', kind: 'guide', slug: input.slug },
      async (manager) => {
        await requireCategory(manager, input.categoryId);
        const { identifiers } = await manager.insert(Guide, fieldsOf(input));
        const id = String(identifiers[0]!.id);
        const after = await view(manager, id);
        return { entityId: id, before: null, after, answer: after, notices: [upserted('guide', id)] };
      },
      (id) => this.get(id),
    );
  }

  async update({ actor, id, input, version, requestId, restoredFrom }: GuideWrite & VersionedUpdate): Promise<AdminGuide> {
    return this.writer.write(
      { actor, requestId, action: 'update', kind: 'guide', slug: input.slug, restoredFrom },
      async (manager) => {
        await lockGuide(manager, id);
        const before = await view(manager, id);
        requireVersion(before, version, input);
        await requireCategory(manager, input.categoryId);
        await manager.update(Guide, { id }, fieldsOf(input));
        const after = await view(manager, id);
        return { entityId: id, before, after, answer: after, notices: [upserted('guide', id)] };
      },
      (entityId) => this.get(entityId),
    );
  }

  async remove({ actor, id, requestId }: { actor: Actor; id: string; requestId?: string | undefined }): Promise<AdminDeleted> {
    return this.writer.write(
      { actor, requestId, action: 'delete', kind: 'guide' },
      async (manager) => {
        await lockGuide(manager, id);
        const before = await view(manager, id);
        await manager.softDelete(Guide, { id });
        return { entityId: id, before, after: null, answer: { id }, notices: [deleted('guide', id)] };
      },
      async (entityId) => ({ id: entityId }),
    );
  }
}

function fieldsOf(input: GuideInput) {
  return {
    slug: input.slug,
    title: input.title,
    description: input.description,
    content: input.content,
    categoryId: input.categoryId,
    metaDescription: input.metaDescription,
    imagePath: input.imagePath,
    imageAlt: input.imageAlt,
  };
}

async function view(manager: EntityManager, id: string): Promise<AdminGuide> {
  const guide = await manager.findOne(Guide, { where: { id }, relations: { category: true } });
  if (!guide) throw rpcError(ErrorCode.GuideNotFound, `No guide with id ${id}`);
  // A guide's articles are the visible posts of its category, as on the public page.
  const counts = await countVisiblePosts(manager, 'category', [guide.categoryId]);
  return toAdminGuide(guide, counts.get(guide.categoryId) ?? 0);
}

async function requireCategory(manager: EntityManager, categoryId: string): Promise<void> {
  if (!(await manager.existsBy(Category, { id: categoryId }))) {
    throw rpcError(ErrorCode.Validation, 'Invalid request', [{ path: ['categoryId'], message: 'Choose an existing category' }]);
  }
}

async function lockGuide(manager: EntityManager, id: string): Promise<void> {
  await manager.createQueryBuilder(Guide, 'guide').select('guide.id').where('guide.id = :id', { id }).setLock('pessimistic_write').getOne();
}

/** The admin view, for the trash (its restore answers and audits with it). */
export { view as guideView };
