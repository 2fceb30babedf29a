import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdminCreateSchema,
  AdminDeleteSchema,
  AdminUpdateSchema,
  ByIdSchema,
  CONTENT_ADMIN_PATTERNS,
  CategoryInputSchema,
  type AdminDeleted,
  type AdminCategory,
  type ById,
} from '@livefully/contracts';
import { ZodMessagePipe } from '@livefully/service-kit';
import type { z } from 'zod';
import { AdminCategoriesService } from './admin-categories.service.js';

const CreateCategorySchema = AdminCreateSchema(CategoryInputSchema);
const UpdateCategorySchema = AdminUpdateSchema(CategoryInputSchema);

@Controller()
export class AdminCategoriesController {
  constructor(private readonly categories: AdminCategoriesService) {}

  @MessagePattern(CONTENT_ADMIN_PATTERNS.listCategories)
  list(): Promise<AdminCategory[]> {
    return this.categories.list();
  }

  @MessagePattern(CONTENT_ADMIN_PATTERNS.getCategory)
  get(@Payload(new ZodMessagePipe(ByIdSchema)) { id }: ById): Promise<AdminCategory> {
    return this.categories.get(id);
  }

  @MessagePattern(CONTENT_ADMIN_PATTERNS.createCategory)
  create(@Payload(new ZodMessagePipe(CreateCategorySchema)) command: z.infer<typeof CreateCategorySchema>): Promise<AdminCategory> {
    return this.categories.create(command);
  }

  @MessagePattern(CONTENT_ADMIN_PATTERNS.updateCategory)
  update(@Payload(new ZodMessagePipe(UpdateCategorySchema)) command: z.infer<typeof UpdateCategorySchema>): Promise<AdminCategory> {
    return this.categories.update(command);
  }

  @MessagePattern(CONTENT_ADMIN_PATTERNS.deleteCategory)
  remove(@Payload(new ZodMessagePipe(AdminDeleteSchema)) command: z.infer<typeof AdminDeleteSchema>): Promise<AdminDeleted> {
    return this.categories.remove(command);
  }
}
