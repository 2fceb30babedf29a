import { Controller } from '@nestjs/common';
import { authorAdminOperations as ops, type AdminAuthor, type ById, type MessageOf } from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { AdminAuthorsService } from './admin-authors.service.js';

type Command<K extends keyof typeof ops> = MessageOf<(typeof ops)[K]>;

@Controller()
export class AdminAuthorsController {
  constructor(private readonly authors: AdminAuthorsService) {}

  @Handles(ops.listAuthors)
  list(): Promise<AdminAuthor[]> {
    return this.authors.list();
  }

  @Handles(ops.getAuthor)
  get({ id }: ById): Promise<AdminAuthor> {
    return this.authors.get(id);
  }

  @Handles(ops.getMyAuthor)
  mine({ actor }: Command<'getMyAuthor'>): Promise<AdminAuthor> {
    return this.authors.mine(actor);
  }

  @Handles(ops.createAuthor)
  create(command: Command<'createAuthor'>): Promise<AdminAuthor> {
    return this.authors.create(command);
  }

  @Handles(ops.updateAuthor)
  update(command: Command<'updateAuthor'>): Promise<AdminAuthor> {
    return this.authors.update(command);
  }

  @Handles(ops.linkAuthor)
  link(command: Command<'linkAuthor'>): Promise<AdminAuthor> {
    return this.authors.link(command);
  }
}
