import { Controller } from '@nestjs/common';
import { contentAdminOperations as ops, type AdminDeleted, type MessageOf, type AdminCategory, type ById } from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { AdminCategoriesService } from './admin-categories.service.js';

type Command<K extends keyof typeof ops> = MessageOf<(typeof ops)[K]>;

@Controller()
export class AdminCategoriesController {
  constructor(private readonly categories: AdminCategoriesService) {}

  @Handles(ops.listCategories)
  list(): Promise<AdminCategory[]> {
    return this.categories.list();
  }

  @Handles(ops.getCategory)
  get({ id }: ById): Promise<AdminCategory> {
    return this.categories.get(id);
  }

  @Handles(ops.createCategory)
  create(command: Command<'createCategory'>): Promise<AdminCategory> {
    return this.categories.create(command);
  }

  @Handles(ops.updateCategory)
  update(command: Command<'updateCategory'>): Promise<AdminCategory> {
    return this.categories.update(command);
  }

  @Handles(ops.deleteCategory)
  remove(command: Command<'deleteCategory'>): Promise<AdminDeleted> {
    return this.categories.remove(command);
  }
}
