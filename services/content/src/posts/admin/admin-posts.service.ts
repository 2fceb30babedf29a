import { ErrorCode, type AdminPost, type SendBack } from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';
import { adminKindService } from '../../content-kinds/admin-kind.service.js';
import type { KindWrite } from '../../content-kinds/content-kind.js';
import type { VersionedUpdate } from '../../revisions/revision-writes.js';
import type { PostSaveInput } from './post-fields.js';
import { postKind } from './post.kind.js';

export type PostSave = KindWrite<PostSaveInput> & VersionedUpdate;

/**
 * The admin side of posts: every status, every date, and writes with their audit rows. The
 * publish flow's steps are saves of the editor's fields with the status and date each one
 * means, through the kind's one update (version check, audit row, revision, events).
 */
export class AdminPostsService extends adminKindService(postKind) {
  /**
   * The plain save (Save draft, a restore). A post waiting for review stays there when its
   * writer edits it: the editors review the latest words, and it keeps its place in their list;
   * it leaves review only by a step (send back, publish, schedule, unpublish).
   */
  override async update(save: PostSave): Promise<AdminPost> {
    if (save.input.status === 'draft' && save.input.review === undefined) {
      const current = await this.get(save.id);
      // A stale version is refused by the update's own check, under the row's lock.
      if (current.status === 'review' && current.version === save.version) {
        return super.update({ ...save, input: { ...save.input, status: 'review' } });
      }
    }
    return super.update(save);
  }

  /** Public at once, dated now (a null date is dated by the database's clock on write); its review, if any, is over. */
  publish(save: PostSave): Promise<AdminPost> {
    return super.update({ ...save, input: { ...save.input, status: 'published', publishedAt: null, review: 'done' } });
  }

  /** Public from its date, which must still be to come: a date already passed would be a publish with a back date. */
  schedule(save: PostSave): Promise<AdminPost> {
    const { publishedAt } = save.input;
    if (!publishedAt || Date.parse(publishedAt) <= Date.now()) {
      throw rpcError(ErrorCode.Validation, 'Invalid post', [{ path: ['publishedAt'], message: 'Choose a time in the future' }]);
    }
    return super.update({ ...save, input: { ...save.input, status: 'published', review: 'done' } });
  }

  /** A published or scheduled post saved as it is: still published, its date kept unless the editor changed it. */
  async updatePublished(save: PostSave): Promise<AdminPost> {
    const current = await this.get(save.id);
    // A draft is published by Publish now or Schedule, which ask first; an Update would do it unasked.
    if (current.status !== 'published' && current.version === save.version) {
      throw rpcError(ErrorCode.Conflict, `“${current.title}” is not published: publish or schedule it instead`);
    }
    const publishedAt = save.input.publishedAt ?? current.publishedAt;
    return super.update({ ...save, input: { ...save.input, status: 'published', publishedAt } });
  }

  /** Back to draft: readers no longer see it, and it loses its date (publishing dates it again). */
  unpublish(save: PostSave): Promise<AdminPost> {
    return super.update({ ...save, input: { ...save.input, status: 'draft', publishedAt: null, review: 'done' } });
  }

  /** A draft handed to the editors (docs/content-admin.md, Review); an editor's earlier note is done with. */
  async submit(save: PostSave): Promise<AdminPost> {
    const current = await this.get(save.id);
    // Submitting a published post would take it off the site unasked.
    if (current.status === 'published' && current.version === save.version) {
      throw rpcError(ErrorCode.Conflict, `“${current.title}” is published: it needs no review`);
    }
    return super.update({ ...save, input: { ...save.input, status: 'review', publishedAt: null, review: 'submitted' } });
  }

  /** A post in review back to its writer as a draft, with the editor's note; its fields are kept as they are. */
  async sendBack({ actor, id, note, version, requestId }: SendBack): Promise<AdminPost> {
    const current = await this.get(id);
    if (current.status !== 'review' && current.version === version) {
      throw rpcError(ErrorCode.Conflict, `“${current.title}” is not waiting for review`);
    }
    const input = this.kind.input.parse(this.kind.inputOfView!(current as unknown as Record<string, unknown>));
    return super.update({
      actor,
      id,
      version,
      requestId,
      input: { ...input, status: 'draft', publishedAt: null, review: { note, byEmail: actor.email ?? null } },
    });
  }
}
