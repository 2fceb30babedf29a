import { Controller, Get, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { AnswerWriter } from '../read-cache/answer-writer.js';
import { FEED_TYPE, ROBOTS_TYPE, SITEMAP_TYPE } from './crawl-files.js';
import { CrawlFiles } from './crawl-files.service.js';

/**
 * /robots.txt, /sitemap.xml and /feed.xml at the site's root, in every mode (full mode's web
 * server hands these three paths to the gateway). Answered like a public read: ETag, the public
 * Cache-Control, a 304 for a matching If-None-Match, compressed when asked; counted against the
 * shared read budget. A content service that is down, with nothing kept, is a 503.
 */
@Controller()
@UseGuards(RateLimitGuard)
@RateLimit('reads')
export class CrawlFilesController {
  constructor(
    private readonly files: CrawlFiles,
    private readonly writer: AnswerWriter,
  ) {}

  @Get('robots.txt')
  robots(@Req() request: Request, @Res() response: Response): void {
    this.writer.send(this.files.robots, request, response, { contentType: ROBOTS_TYPE });
  }

  @Get('sitemap.xml')
  async sitemap(@Req() request: Request, @Res() response: Response): Promise<void> {
    this.writer.send(await this.files.sitemap(), request, response, { contentType: SITEMAP_TYPE });
  }

  @Get('feed.xml')
  async feed(@Req() request: Request, @Res() response: Response): Promise<void> {
    this.writer.send(await this.files.feed(), request, response, { contentType: FEED_TYPE });
  }
}
