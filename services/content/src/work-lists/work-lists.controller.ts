import { Controller } from '@nestjs/common';
import { contentAdminOperations as ops, type WorkItem, type WorkListMessage } from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { WorkListsService } from './work-lists.service.js';

@Controller()
export class WorkListsController {
  constructor(private readonly lists: WorkListsService) {}

  @Handles(ops.listWork)
  list(message: WorkListMessage): Promise<WorkItem[]> {
    return this.lists.list(message);
  }
}
