import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { BySlugSchema, CONTENT_PATTERNS, type BySlug, type Guide } from '@livefully/contracts';
import { ZodMessagePipe } from '@livefully/service-kit';
import { GuidesService } from './guides.service.js';

@Controller()
export class GuidesController {
  constructor(private readonly guides: GuidesService) {}

  @MessagePattern(CONTENT_PATTERNS.listGuides)
  list(): Promise<Guide[]> {
    return this.guides.list();
  }

  @MessagePattern(CONTENT_PATTERNS.getGuide)
  get(@Payload(new ZodMessagePipe(BySlugSchema)) { slug }: BySlug): Promise<Guide> {
    return this.guides.getBySlug(slug);
  }
}
