import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { CONTENT_EVENTS, ContentChangedSchema, type ContentChanged } from '@livefully/contracts';
import { ZodMessagePipe } from '@livefully/service-kit';
import { IndexKeeper } from './index-keeper.js';

/** Over Redis every replica hears each event and updates its own view; applying one twice is harmless. */
@Controller()
export class ContentChangedController {
  constructor(private readonly keeper: IndexKeeper) {}

  @EventPattern(CONTENT_EVENTS.changed)
  changed(@Payload(new ZodMessagePipe(ContentChangedSchema)) change: ContentChanged): Promise<void> {
    return this.keeper.changed(change);
  }
}
