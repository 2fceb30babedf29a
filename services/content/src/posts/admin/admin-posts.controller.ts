import { contentAdminOperations as ops, type AdminPost } from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { adminKindController } from '../../content-kinds/admin-kind.controller.js';
import { AdminPostsService, type PostSave } from './admin-posts.service.js';
import { postKind } from './post.kind.js';

/** The kind's five operations, and the publish flow's steps (docs/content-admin.md, Publishing). */
export class AdminPostsController extends adminKindController(AdminPostsService, postKind.operations) {
  declare readonly kind: AdminPostsService;

  @Handles(ops.publishPost)
  publish(save: PostSave): Promise<AdminPost> {
    return this.kind.publish(save);
  }

  @Handles(ops.schedulePost)
  schedule(save: PostSave): Promise<AdminPost> {
    return this.kind.schedule(save);
  }

  @Handles(ops.updatePublishedPost)
  updatePublished(save: PostSave): Promise<AdminPost> {
    return this.kind.updatePublished(save);
  }

  @Handles(ops.unpublishPost)
  unpublish(save: PostSave): Promise<AdminPost> {
    return this.kind.unpublish(save);
  }
}
