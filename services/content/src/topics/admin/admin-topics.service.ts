import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, TopicInputSchema, type Actor, type AdminDeleted, type AdminTopic } from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';
import type { EntityManager, Repository } from 'typeorm';
import type { z } from 'zod';
import { ContentWriter } from '../../editing/content-writer.js';
import { requireVersion, type VersionedUpdate } from '../../revisions/revision-writes.js';
import { deleted, upserted, type ContentNotice } from '../../events/content-notice.js';
import { countVisiblePosts, visiblePostIds } from '../../posts/post-queries.js';
import { Topic } from '../topic.entity.js';
import { toAdminTopic } from './admin-topic.mapper.js';

type TopicInput = z.output<typeof TopicInputSchema>;

export interface TopicWrite {
  actor: Actor;
  input: TopicInput;
  requestId?: string | undefined;
}

@Injectable()
export class AdminTopicsService {
  constructor(
    @InjectRepository(Topic) private readonly topics: Repository<Topic>,
    private readonly writer: ContentWriter,
  ) {}

  async list(): Promise<AdminTopic[]> {
    const topics = await this.topics.find({ order: { updatedAt: 'DESC', id: 'ASC' } });
    const counts = await countVisiblePosts(
      this.topics.manager,
      'topic',
      topics.map((topic) => topic.id),
    );
    return topics.map((topic) => toAdminTopic(topic, counts.get(topic.id) ?? 0));
  }

  async get(id: string): Promise<AdminTopic> {
    return view(this.topics.manager, id);
  }

  async create({ actor, input, requestId }: TopicWrite): Promise<AdminTopic> {
    return this.writer.write(
      { actor, requestId, action: 'create', kind: 'topic', slug: input.slug },
      async (manager) => {
        const { identifiers } = await manager.insert(Topic, fieldsOf(input));
        const id = String(identifiers[0]!.id);
        const after = await view(manager, id);
        return { entityId: id, before: null, after, answer: after, notices: [upserted('topic', id)] };
      },
      (id) => this.get(id),
    );
  }

  /** Posts show their topics' names: the visible ones are announced again too. */
  async update({ actor, id, input, version, requestId, restoredFrom }: TopicWrite & VersionedUpdate): Promise<AdminTopic> {
    return this.writer.write(
      { actor, requestId, action: 'update', kind: 'topic', slug: input.slug, restoredFrom },
      async (manager) => {
        await lockTopic(manager, id);
        const before = await view(manager, id);
        requireVersion(before, version, input);
        await manager.update(Topic, { id }, fieldsOf(input));
        const after = await view(manager, id);
        const notices: ContentNotice[] = [
          upserted('topic', id),
          ...(await visiblePostIds(manager, { topicId: id })).map((postId) => upserted('post', postId)),
        ];
        return { entityId: id, before, after, answer: after, notices };
      },
      (entityId) => this.get(entityId),
    );
  }

  /** The topic's links to posts go with it (ON DELETE CASCADE); its posts stay. */
  async remove({ actor, id, requestId }: { actor: Actor; id: string; requestId?: string | undefined }): Promise<AdminDeleted> {
    return this.writer.write(
      { actor, requestId, action: 'delete', kind: 'topic' },
      async (manager) => {
        await lockTopic(manager, id);
        const before = await view(manager, id);
        const posts = await visiblePostIds(manager, { topicId: id });
        await manager.softDelete(Topic, { id });
        const notices: ContentNotice[] = [deleted('topic', id), ...posts.map((postId) => upserted('post', postId))];
        return { entityId: id, before, after: null, answer: { id }, notices };
      },
      async (entityId) => ({ id: entityId }),
    );
  }
}

function fieldsOf(input: TopicInput) {
  return { slug: input.slug, name: input.name, description: input.description, color: input.color, icon: input.icon };
}

async function view(manager: EntityManager, id: string): Promise<AdminTopic> {
  const topic = await manager.findOneBy(Topic, { id });
  if (!topic) throw rpcError(ErrorCode.TopicNotFound, `No topic with id ${id}`);
  // As on the public topic cards: the visible posts linked to the topic.
  const counts = await countVisiblePosts(manager, 'topic', [id]);
  return toAdminTopic(topic, counts.get(id) ?? 0);
}

async function lockTopic(manager: EntityManager, id: string): Promise<void> {
  await manager.createQueryBuilder(Topic, 'topic').select('topic.id').where('topic.id = :id', { id }).setLock('pessimistic_write').getOne();
}

/** The admin view, for the trash (its restore answers and audits with it). */
export { view as topicView };
