import { Controller } from '@nestjs/common';
import { contentAdminOperations as ops, type AdminDeleted, type MessageOf, type AdminGuide, type ById } from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { AdminGuidesService } from './admin-guides.service.js';

type Command<K extends keyof typeof ops> = MessageOf<(typeof ops)[K]>;

@Controller()
export class AdminGuidesController {
  constructor(private readonly guides: AdminGuidesService) {}

  @Handles(ops.listGuides)
  list(): Promise<AdminGuide[]> {
    return this.guides.list();
  }

  @Handles(ops.getGuide)
  get({ id }: ById): Promise<AdminGuide> {
    return this.guides.get(id);
  }

  @Handles(ops.createGuide)
  create(command: Command<'createGuide'>): Promise<AdminGuide> {
    return this.guides.create(command);
  }

  @Handles(ops.updateGuide)
  update(command: Command<'updateGuide'>): Promise<AdminGuide> {
    return this.guides.update(command);
  }

  @Handles(ops.deleteGuide)
  remove(command: Command<'deleteGuide'>): Promise<AdminDeleted> {
    return this.guides.remove(command);
  }
}
