import { Controller } from '@nestjs/common';
import { contentOperations, type BySlug, type Guide, type GuideSummary, type ListGuidesQuery } from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { toGuideSummary } from './guide.mapper.js';
import { GuidesService } from './guides.service.js';

@Controller()
export class GuidesController {
  constructor(private readonly guides: GuidesService) {}

  @Handles(contentOperations.listGuides)
  async list({ view }: ListGuidesQuery): Promise<Guide[] | GuideSummary[]> {
    const guides = await this.guides.list();
    return view === 'summary' ? guides.map(toGuideSummary) : guides;
  }

  @Handles(contentOperations.getGuide)
  get({ slug }: BySlug): Promise<Guide> {
    return this.guides.getBySlug(slug);
  }
}
