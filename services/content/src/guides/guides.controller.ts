import { Controller } from '@nestjs/common';
import { contentOperations, type BySlug, type Guide } from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { GuidesService } from './guides.service.js';

@Controller()
export class GuidesController {
  constructor(private readonly guides: GuidesService) {}

  @Handles(contentOperations.listGuides)
  list(): Promise<Guide[]> {
    return this.guides.list();
  }

  @Handles(contentOperations.getGuide)
  get({ slug }: BySlug): Promise<Guide> {
    return this.guides.getBySlug(slug);
  }
}
