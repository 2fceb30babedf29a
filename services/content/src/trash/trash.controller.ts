import { Controller } from '@nestjs/common';
import { trashOperations as ops, type MessageOf, type TrashItem, type TrashRestored, type TrashSwept } from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { TrashService } from './trash.service.js';

type Restore = MessageOf<typeof ops.restorePost>;

@Controller()
export class TrashController {
  constructor(private readonly trash: TrashService) {}

  @Handles(ops.listTrash)
  list(): Promise<TrashItem[]> {
    return this.trash.list();
  }

  @Handles(ops.restorePost)
  restorePost(command: Restore): Promise<TrashRestored> {
    return this.trash.restore('post', command);
  }

  @Handles(ops.restoreGuide)
  restoreGuide(command: Restore): Promise<TrashRestored> {
    return this.trash.restore('guide', command);
  }

  @Handles(ops.restoreTopic)
  restoreTopic(command: Restore): Promise<TrashRestored> {
    return this.trash.restore('topic', command);
  }

  @Handles(ops.restoreCategory)
  restoreCategory(command: Restore): Promise<TrashRestored> {
    return this.trash.restore('category', command);
  }

  @Handles(ops.sweepTrash)
  sweep({ now }: MessageOf<typeof ops.sweepTrash>): Promise<TrashSwept> {
    return this.trash.sweep(now ? new Date(now) : undefined);
  }
}
