import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdminCreateSchema,
  AdminDeleteSchema,
  AdminUpdateSchema,
  ByIdSchema,
  CONTENT_ADMIN_PATTERNS,
  PostInputSchema,
  type AdminDeleted,
  type AdminPost,
  type ById,
} from '@livefully/contracts';
import { ZodMessagePipe } from '@livefully/service-kit';
import type { z } from 'zod';
import { AdminPostsService } from './admin-posts.service.js';

const CreatePostSchema = AdminCreateSchema(PostInputSchema);
const UpdatePostSchema = AdminUpdateSchema(PostInputSchema);

@Controller()
export class AdminPostsController {
  constructor(private readonly posts: AdminPostsService) {}

  @MessagePattern(CONTENT_ADMIN_PATTERNS.listPosts)
  list(): Promise<AdminPost[]> {
    return this.posts.list();
  }

  @MessagePattern(CONTENT_ADMIN_PATTERNS.getPost)
  get(@Payload(new ZodMessagePipe(ByIdSchema)) { id }: ById): Promise<AdminPost> {
    return this.posts.get(id);
  }

  @MessagePattern(CONTENT_ADMIN_PATTERNS.createPost)
  create(@Payload(new ZodMessagePipe(CreatePostSchema)) command: z.infer<typeof CreatePostSchema>): Promise<AdminPost> {
    return this.posts.create(command);
  }

  @MessagePattern(CONTENT_ADMIN_PATTERNS.updatePost)
  update(@Payload(new ZodMessagePipe(UpdatePostSchema)) command: z.infer<typeof UpdatePostSchema>): Promise<AdminPost> {
    return this.posts.update(command);
  }

  @MessagePattern(CONTENT_ADMIN_PATTERNS.deletePost)
  remove(@Payload(new ZodMessagePipe(AdminDeleteSchema)) command: z.infer<typeof AdminDeleteSchema>): Promise<AdminDeleted> {
    return this.posts.remove(command);
  }
}
