import { Controller } from '@nestjs/common';
import { contentAdminOperations as ops, type AdminDeleted, type MessageOf, type AdminPost, type ById } from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { AdminPostsService } from './admin-posts.service.js';

type Command<K extends keyof typeof ops> = MessageOf<(typeof ops)[K]>;

@Controller()
export class AdminPostsController {
  constructor(private readonly posts: AdminPostsService) {}

  @Handles(ops.listPosts)
  list(): Promise<AdminPost[]> {
    return this.posts.list();
  }

  @Handles(ops.getPost)
  get({ id }: ById): Promise<AdminPost> {
    return this.posts.get(id);
  }

  @Handles(ops.createPost)
  create(command: Command<'createPost'>): Promise<AdminPost> {
    return this.posts.create(command);
  }

  @Handles(ops.updatePost)
  update(command: Command<'updatePost'>): Promise<AdminPost> {
    return this.posts.update(command);
  }

  @Handles(ops.deletePost)
  remove(command: Command<'deletePost'>): Promise<AdminDeleted> {
    return this.posts.remove(command);
  }
}
