import { Controller } from '@nestjs/common';
import { contentFeedOperations, type ContentChanged } from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { IndexKeeper } from './index-keeper.js';

/** Over Redis every replica hears each event and updates its own view; applying one twice is harmless. */
@Controller()
export class ContentChangedController {
  constructor(private readonly keeper: IndexKeeper) {}

  @Handles(contentFeedOperations.contentChanged)
  changed(change: ContentChanged): Promise<void> {
    return this.keeper.changed(change);
  }
}
