import { Controller } from '@nestjs/common';
import { contentAdminOperations as ops, type AdminPost, type SendBack } from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { AdminPostsService, type PostSave } from './admin-posts.service.js';
import { ReviewNotices } from './review-notices.js';

/**
 * Review's steps (docs/content-admin.md, Review): each commits first, then its mail goes out.
 * The mail is not awaited: the answer does not wait for identity or engage, and a notice that
 * fails is logged by ReviewNotices, never undoing the step.
 */
@Controller()
export class PostReviewController {
  constructor(
    private readonly posts: AdminPostsService,
    private readonly notices: ReviewNotices,
  ) {}

  @Handles(ops.submitPost)
  async submit(save: PostSave): Promise<AdminPost> {
    const post = await this.posts.submit(save);
    void this.notices.requested(post, save.actor, save.requestId);
    return post;
  }

  @Handles(ops.sendBackPost)
  async sendBack(sendBack: SendBack): Promise<AdminPost> {
    const post = await this.posts.sendBack(sendBack);
    void this.notices.sentBack(post, sendBack.note, sendBack.actor, sendBack.requestId);
    return post;
  }
}
