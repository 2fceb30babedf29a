import { ErrorCode, type AdminPost, type PostInputParsed } from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';
import { adminKindService } from '../../content-kinds/admin-kind.service.js';
import type { KindWrite } from '../../content-kinds/content-kind.js';
import type { VersionedUpdate } from '../../revisions/revision-writes.js';
import { postKind } from './post.kind.js';

export type PostSave = KindWrite<PostInputParsed> & VersionedUpdate;

/**
 * The admin side of posts: every status, every date, and writes with their audit rows. The
 * publish flow's steps are saves of the editor's fields with the status and date each one
 * means, through the kind's one update (version check, audit row, revision, events).
 */
export class AdminPostsService extends adminKindService(postKind) {
  /** Public at once, dated now (a null date is dated by the database's clock on write). */
  publish(save: PostSave): Promise<AdminPost> {
    return this.update({ ...save, input: { ...save.input, status: 'published', publishedAt: null } });
  }

  /** Public from its date, which must still be to come: a date already passed would be a publish with a back date. */
  schedule(save: PostSave): Promise<AdminPost> {
    const { publishedAt } = save.input;
    if (!publishedAt || Date.parse(publishedAt) <= Date.now()) {
      throw rpcError(ErrorCode.Validation, 'Invalid post', [{ path: ['publishedAt'], message: 'Choose a time in the future' }]);
    }
    return this.update({ ...save, input: { ...save.input, status: 'published' } });
  }

  /** A published or scheduled post saved as it is: still published, its date kept unless the editor changed it. */
  async updatePublished(save: PostSave): Promise<AdminPost> {
    const current = await this.get(save.id);
    // A draft is published by Publish now or Schedule, which ask first; an Update would do it unasked.
    if (current.status === 'draft' && current.version === save.version) {
      throw rpcError(ErrorCode.Conflict, `“${current.title}” is a draft: publish or schedule it instead`);
    }
    const publishedAt = save.input.publishedAt ?? current.publishedAt;
    return this.update({ ...save, input: { ...save.input, status: 'published', publishedAt } });
  }

  /** Back to draft: readers no longer see it, and it loses its date (publishing dates it again). */
  unpublish(save: PostSave): Promise<AdminPost> {
    return this.update({ ...save, input: { ...save.input, status: 'draft', publishedAt: null } });
  }
}
