import { Inject, Injectable } from '@nestjs/common';
import { contentFeedOperations, contentOperations, PostSummariesPageSchema, type ReadCacheSource } from '@livefully/contracts';
import { GATEWAY_ENV, type GatewayEnv } from '../config/env.js';
import { fileEntry, ReadCache, type CachedAnswer } from '../read-cache/read-cache.js';
import { ServiceClients } from '../services/service-clients.js';
import { FEED_SIZE, feedPosts, robotsTxt, rssFeed, sitemapXml } from './crawl-files.js';

/** What drops each file from the read cache: the sitemap lists posts, guides and topics; the feed shows posts and their category names. */
export const SITEMAP_SOURCES: readonly ReadCacheSource[] = ['post', 'guide', 'topic'];
export const FEED_SOURCES: readonly ReadCacheSource[] = ['post', 'category'];

/**
 * The crawl files as the read cache keeps them (docs/read-cache.md): each is written from the
 * content service's answers once, kept until a change of what it shows drops it, and served
 * from its grace period while the service is down. robots.txt depends on settings alone.
 */
@Injectable()
export class CrawlFiles {
  readonly robots: CachedAnswer;

  constructor(
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    private readonly services: ServiceClients,
    private readonly cache: ReadCache,
  ) {
    this.robots = fileEntry(robotsTxt(env.PUBLIC_ORIGIN));
  }

  sitemap(): Promise<CachedAnswer> {
    return this.cache.readFile('sitemap.xml', SITEMAP_SOURCES, async () => sitemapXml(this.env.PUBLIC_ORIGIN, await this.sitePages()));
  }

  private async sitePages() {
    const op = contentFeedOperations.sitePages;
    return op.response.parse(await this.services.send(op.service, op.pattern, {}));
  }

  feed(): Promise<CachedAnswer> {
    return this.cache.readFile('feed.xml', FEED_SOURCES, async () => {
      // The site's own summary list (newest first), as the home page asks for it.
      const op = contentOperations.listPosts;
      const page = PostSummariesPageSchema.parse(await this.services.send(op.service, op.pattern, { view: 'summary', limit: FEED_SIZE }));
      // The indexed pages say which posts are noindex and which have a canonical address.
      const posts = feedPosts(page.posts, await this.sitePages());
      return rssFeed({ origin: this.env.PUBLIC_ORIGIN, name: this.env.SITE_NAME }, posts);
    });
  }
}
