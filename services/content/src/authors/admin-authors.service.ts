import { Injectable } from '@nestjs/common';
import {
  authorAdminOperations as ops,
  ErrorCode,
  type Actor,
  type AdminAuthor,
  type AuthorInputParsed,
  type AuthorStaffInput,
} from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';
import { DataSource, type EntityManager } from 'typeorm';
import { requireOwnership } from '../content-kinds/ownership.js';
import { ContentWriter } from '../editing/content-writer.js';
import { postNotice } from '../events/content-notice.js';
import { isPublic } from '../posts/post-queries.js';
import { Post } from '../posts/post.entity.js';
import { toAdminAuthor } from './author.mapper.js';
import { MediaItem } from '../media/media-item.entity.js';
import { Author } from './author.entity.js';
import { ownProfile } from './own-profile.js';

const UNIQUE = [{ constraint: 'uq_authors_slug', field: 'slug' }] as const;

interface Write<I> {
  actor: Actor;
  input: I;
  requestId?: string | undefined;
}

/**
 * The admin side of profiles (docs/authors.md): read by every member, one's own edited by
 * anyone, anyone's by an editor. Writes are audited (kind `author`) and, since the byline shows
 * on each post's page and card, announce the profile's visible posts as changed.
 */
@Injectable()
export class AdminAuthorsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly writer: ContentWriter,
  ) {}

  async list(): Promise<AdminAuthor[]> {
    const authors = await this.query(this.dataSource.manager).orderBy('author.name', 'ASC').addOrderBy('author.slug', 'ASC').getMany();
    const counts = await this.postCounts(authors.map((author) => author.id));
    return authors.map((author) => toAdminAuthor(author, counts.get(author.id) ?? 0));
  }

  get(id: string): Promise<AdminAuthor> {
    return this.view(this.dataSource.manager, id);
  }

  /** The caller's own profile, made or claimed on first need. */
  async mine(actor: Actor): Promise<AdminAuthor> {
    const author = await this.dataSource.transaction((manager) => ownProfile(manager, actor));
    return this.get(author.id);
  }

  create({ actor, input, requestId }: Write<AuthorInputParsed>): Promise<AdminAuthor> {
    return this.writer.write(
      { actor, requestId, action: 'create', kind: 'author', unique: UNIQUE, slug: input.slug },
      async (manager) => {
        await this.requirePhoto(manager, input.photoId);
        const { identifiers } = await manager.insert(Author, this.columns(input));
        const id = String(identifiers[0]!.id);
        const after = await this.view(manager, id);
        return { entityId: id, before: null, after, answer: after, notices: [] };
      },
      (id) => this.get(id),
    );
  }

  update({ actor, id, input, requestId }: Write<AuthorInputParsed> & { id: string }): Promise<AdminAuthor> {
    return this.writer.write(
      { actor, requestId, action: 'update', kind: 'author', unique: UNIQUE, slug: input.slug },
      async (manager) => {
        const before = await this.view(manager, id, true);
        requireOwnership(ops.updateAuthor, actor, before.staffUid, 'profile');
        await this.requirePhoto(manager, input.photoId);
        await manager.update(Author, { id }, this.columns(input));
        const after = await this.view(manager, id);
        return { entityId: id, before, after, answer: after, notices: await this.bylineNotices(manager, id) };
      },
      (entityId) => this.get(entityId),
    );
  }

  /** Points the profile at a staff address: its member claims it at their next "My profile" (or first post). */
  link({ actor, id, input, requestId }: Write<AuthorStaffInput> & { id: string }): Promise<AdminAuthor> {
    return this.writer.write(
      { actor, requestId, action: 'update', kind: 'author' },
      async (manager) => {
        const before = await this.view(manager, id, true);
        // A new address unlinks the member who had it; the same one keeps them.
        const same = input.email !== null && before.staffEmail?.toLowerCase() === input.email.toLowerCase();
        await manager.update(Author, { id }, { staffEmail: input.email, staffUid: same ? before.staffUid : null });
        const after = await this.view(manager, id);
        return { entityId: id, before, after, answer: after, notices: [] };
      },
      (entityId) => this.get(entityId),
    );
  }

  private columns(input: AuthorInputParsed) {
    return { name: input.name, slug: input.slug, bio: input.bio, photoId: input.photoId, link: input.link };
  }

  /** A photo must be a library image: a 400 on the field, not a foreign key's 500. */
  private async requirePhoto(manager: EntityManager, photoId: string | null): Promise<void> {
    if (photoId === null || (await manager.existsBy(MediaItem, { id: photoId }))) return;
    throw rpcError(ErrorCode.Validation, 'Invalid profile', [{ path: ['photoId'], message: 'Choose a photo from the media library' }]);
  }

  private async view(manager: EntityManager, id: string, lock = false): Promise<AdminAuthor> {
    const query = this.query(manager).where('author.id = :id', { id });
    if (lock) query.setLock('pessimistic_write', undefined, ['author']);
    const author = await query.getOne();
    if (!author) throw rpcError(ErrorCode.AuthorNotFound, 'Profile not found');
    const counts = await this.postCounts([id], manager);
    return toAdminAuthor(author, counts.get(id) ?? 0);
  }

  private query(manager: EntityManager) {
    return manager.createQueryBuilder(Author, 'author').leftJoinAndSelect('author.photo', 'photo');
  }

  private async postCounts(ids: string[], manager = this.dataSource.manager): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await manager
      .createQueryBuilder(Post, 'post')
      .select('post.authorId', 'key')
      .addSelect('COUNT(*)::int', 'count')
      .where('post.authorId IN (:...ids)', { ids })
      .groupBy('post.authorId')
      .getRawMany<{ key: string; count: number }>();
    return new Map(rows.map((row) => [row.key, row.count]));
  }

  /** The profile's posts readers see: their pages and cards show the byline. */
  private async bylineNotices(manager: EntityManager, id: string) {
    const posts = await manager
      .createQueryBuilder(Post, 'post')
      .select('post.id')
      .where(isPublic('post'))
      .andWhere('post.authorId = :id', { id })
      .getMany();
    return posts.map((post) => postNotice(post.id, true));
  }
}
