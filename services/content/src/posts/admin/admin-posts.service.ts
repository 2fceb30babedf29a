import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, type Actor, type AdminDeleted, type AdminPost, type PostInputParsed } from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';
import type { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { ContentWriter } from '../../editing/content-writer.js';
import { requireVersion, type VersionedUpdate } from '../../revisions/revision-writes.js';
import { deleted, postNotice } from '../../events/content-notice.js';
import { isVisiblePost } from '../post-queries.js';
import { Post } from '../post.entity.js';
import { toAdminPost } from './admin-post.mapper.js';
import { postFields } from './post-fields.js';
import { requirePostReferences } from './post-references.js';
import { PublishClock } from './publish-clock.js';

export interface PostWrite {
  actor: Actor;
  input: PostInputParsed;
  requestId?: string | undefined;
}

/** The admin side of posts: every status, every date, and writes with their audit rows. */
@Injectable()
export class AdminPostsService {
  constructor(
    @InjectRepository(Post) private readonly posts: Repository<Post>,
    private readonly writer: ContentWriter,
    private readonly clock: PublishClock,
  ) {}

  async list(): Promise<AdminPost[]> {
    const posts = await withRelations(this.posts.createQueryBuilder('post'))
      .orderBy('post.updatedAt', 'DESC')
      .addOrderBy('post.id', 'ASC')
      .getMany();
    return posts.map(toAdminPost);
  }

  async get(id: string): Promise<AdminPost> {
    return toAdminPost(await requirePost(this.posts.manager, id));
  }

  async create({ actor, input, requestId }: PostWrite): Promise<AdminPost> {
    const post = await this.writer.write(
      { actor, requestId, action: 'create', kind: 'post', slug: input.slug },
      async (manager) => {
        const topicIds = [...new Set(input.topicIds)];
        await requirePostReferences(manager, input.categoryId, topicIds);
        const { identifiers } = await manager.insert(Post, postFields(input));
        const id = String(identifiers[0]!.id);
        await manager.createQueryBuilder().relation(Post, 'topics').of(id).add(topicIds);
        const after = toAdminPost(await requirePost(manager, id));
        return { entityId: id, before: null, after, answer: after, notices: [postNotice(id, await isVisiblePost(manager, id))] };
      },
      (id) => this.get(id),
    );
    await this.clock.reschedule();
    return post;
  }

  /** A full replace of the editor's fields, topics included. */
  async update({ actor, id, input, version, requestId, restoredFrom }: PostWrite & VersionedUpdate): Promise<AdminPost> {
    const post = await this.writer.write(
      { actor, requestId, action: 'update', kind: 'post', slug: input.slug, restoredFrom },
      async (manager) => {
        await lockPost(manager, id);
        const before = toAdminPost(await requirePost(manager, id));
        requireVersion(before, version, input);
        const topicIds = [...new Set(input.topicIds)];
        await requirePostReferences(manager, input.categoryId, topicIds);
        await manager.update(Post, { id }, postFields(input));
        const keep = new Set(topicIds);
        await manager
          .createQueryBuilder()
          .relation(Post, 'topics')
          .of(id)
          .addAndRemove(
            topicIds.filter((topicId) => !before.topicIds.includes(topicId)),
            before.topicIds.filter((topicId) => !keep.has(topicId)),
          );
        const after = toAdminPost(await requirePost(manager, id));
        return { entityId: id, before, after, answer: after, notices: [postNotice(id, await isVisiblePost(manager, id))] };
      },
      (entityId) => this.get(entityId),
    );
    await this.clock.reschedule();
    return post;
  }

  async remove({ actor, id, requestId }: { actor: Actor; id: string; requestId?: string | undefined }): Promise<AdminDeleted> {
    const answer = await this.writer.write(
      { actor, requestId, action: 'delete', kind: 'post' },
      async (manager) => {
        await lockPost(manager, id);
        const before = toAdminPost(await requirePost(manager, id));
        await manager.softDelete(Post, { id });
        return { entityId: id, before, after: null, answer: { id }, notices: [deleted('post', id)] };
      },
      async (entityId) => ({ id: entityId }),
    );
    await this.clock.reschedule();
    return answer;
  }
}

function withRelations(query: SelectQueryBuilder<Post>): SelectQueryBuilder<Post> {
  return query.innerJoinAndSelect('post.category', 'category').leftJoin('post.topics', 'topic').addSelect('topic.id');
}

async function requirePost(manager: EntityManager, id: string): Promise<Post> {
  const post = await withRelations(manager.createQueryBuilder(Post, 'post')).where('post.id = :id', { id }).getOne();
  if (!post) throw rpcError(ErrorCode.PostNotFound, `No post with id ${id}`);
  return post;
}

/** Holds the row until commit, so the audit's "before" is the state this change replaced. */
async function lockPost(manager: EntityManager, id: string): Promise<void> {
  await manager.createQueryBuilder(Post, 'post').select('post.id').where('post.id = :id', { id }).setLock('pessimistic_write').getOne();
}

/** The admin view, for the trash (its restore answers and audits with it). */
export async function postView(manager: EntityManager, id: string): Promise<AdminPost> {
  return toAdminPost(await requirePost(manager, id));
}
