import { Controller } from '@nestjs/common';
import { contentFeedOperations, type SitePage } from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { SitePagesService } from './site-pages.service.js';

/** The gateway's source for the sitemap: no HTTP route of its own, the gateway builds the file. */
@Controller()
export class SitePagesController {
  constructor(private readonly pages: SitePagesService) {}

  @Handles(contentFeedOperations.sitePages)
  all(): Promise<SitePage[]> {
    return this.pages.all();
  }
}
