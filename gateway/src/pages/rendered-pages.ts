import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from '@livefully/service-kit';
import type { NextFunction, Request, Response } from 'express';
import { ApiException } from '../common/api.exception.js';
import { GATEWAY_LOGGER } from '../common/tokens.js';
import { GATEWAY_ENV, type GatewayEnv } from '../config/env.js';
import { AnswerWriter } from '../read-cache/answer-writer.js';
import { fileEntry, ReadCache, type CachedAnswer } from '../read-cache/read-cache.js';

const HTML_TYPE = 'text/html; charset=utf-8';
/** How often the renderer is asked which build of the shell and remotes it renders with. */
const VERSION_CHECK_MS = 5_000;
/** Paths that are never pages: the API, the remotes' and images' files, and anything with an extension. */
const NOT_A_PAGE = /^\/(api|remotes|images)(\/|$)|\.[a-z0-9]+$/i;

/**
 * Pages of one person's link, never kept or indexed: a preview link (a post in any state, for
 * whoever holds the link) and a subscription's confirm and unsubscribe links (docs/mail.md).
 */
const PRIVATE_PAGE = /^\/(preview\/|subscriptions\/(confirm|unsubscribe)$)/;
const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** The renderer could not render this page: the caller answers it another way (the static shell). */
export class RendererFailed extends Error {}

/**
 * Public pages, rendered by the shell's renderer (RENDERER_URL) and kept in the read cache
 * (docs/server-rendering.md): keyed by the build of the shell and remotes the renderer renders
 * with and the path, dropped by every change of public content, sent with ETag, 304 and a Cache-Control
 * that lets a CDN keep them briefly (CACHE_CONTROL_PAGES). When the renderer says the content
 * is unavailable, the last page is served within the grace period, else its 503 page.
 */
@Injectable()
export class RenderedPages implements OnApplicationShutdown {
  readonly enabled: boolean;
  /** The build (shell and remotes) the renderer renders with, as it last said; part of every page's key. */
  private renderVersion = '';
  private readonly versionTimer: ReturnType<typeof setInterval> | undefined;

  constructor(
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    @Inject(GATEWAY_LOGGER) private readonly logger: Logger,
    private readonly cache: ReadCache,
    private readonly writer: AnswerWriter,
  ) {
    this.enabled = env.RENDERER_URL !== undefined;
    if (!this.enabled) return;
    // A deploy recycles the renderer; pages rendered with the old build are not served again.
    this.versionTimer = setInterval(() => void this.checkVersion(), VERSION_CHECK_MS);
    this.versionTimer.unref();
    void this.checkVersion();
  }

  onApplicationShutdown(): void {
    clearInterval(this.versionTimer);
  }

  /** Whether `request` asks for a page (a GET or HEAD of a path that is not a file, the API or the admin area). */
  wants(request: Request): boolean {
    return (
      this.enabled &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      // A preview token is `payload.signature`: its tail can read like a file's extension.
      (PRIVATE_PAGE.test(request.path) || !NOT_A_PAGE.test(request.path)) &&
      !/^\/admin(\/|$)/.test(request.path)
    );
  }

  /** Answers a page request; rejects with RendererFailed when the renderer cannot (down, late, failing). */
  async answer(request: Request, response: Response): Promise<void> {
    if (PRIVATE_PAGE.test(request.path)) return this.answerPrivate(request, response);
    let unavailablePage: string | undefined;
    const key = `${this.renderVersion}:${request.originalUrl}`;
    let page: CachedAnswer;
    try {
      page = await this.cache.readPage(key, async () => {
        const rendered = await this.render(request.originalUrl);
        if (rendered.status === 503) {
          unavailablePage = rendered.html;
          throw ApiException.unavailable('content');
        }
        return { entry: fileEntry(rendered.html, rendered.status), keep: !rendered.slotLeftToBrowser };
      });
    } catch (error) {
      if (unavailablePage === undefined) throw error instanceof RendererFailed ? error : new RendererFailed(String(error));
      page = fileEntry(unavailablePage, 503);
      response.setHeader('Retry-After', '10');
    }
    this.writer.send(page, request, response, { contentType: HTML_TYPE, cacheControl: this.env.CACHE_CONTROL_PAGES });
  }

  /**
   * A page of one person's link (a preview, docs/content-admin.md; a subscription's link,
   * docs/mail.md): rendered for each request and never kept, here or by anyone on the way
   * (`private, no-store`), and never indexed, whatever it shows.
   */
  private async answerPrivate(request: Request, response: Response): Promise<void> {
    const rendered = await this.render(request.originalUrl);
    if (rendered.status === 503) response.setHeader('Retry-After', '10');
    this.writer.send(fileEntry(rendered.html, rendered.status), request, response, {
      contentType: HTML_TYPE,
      cacheControl: PRIVATE_CACHE_CONTROL,
      leading: ['X-Robots-Tag', 'noindex, nofollow'],
    });
  }

  private async render(path: string): Promise<{ status: 200 | 404 | 503; html: string; slotLeftToBrowser: boolean }> {
    let answer: globalThis.Response;
    try {
      answer = await fetch(new URL(path, this.env.RENDERER_URL), {
        headers: { accept: 'text/html' },
        signal: AbortSignal.timeout(this.env.RENDERER_TIMEOUT_MS),
      });
    } catch (error) {
      throw new RendererFailed(`renderer did not answer: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (answer.status !== 200 && answer.status !== 404 && answer.status !== 503)
      throw new RendererFailed(`renderer answered ${answer.status}`);
    const version = answer.headers.get('x-render-version');
    if (version) this.renderVersion = version;
    return {
      status: answer.status,
      html: await answer.text(),
      slotLeftToBrowser: answer.headers.get('x-render') === 'slot-left-to-browser',
    };
  }

  private async checkVersion(): Promise<void> {
    try {
      const answer = await fetch(new URL('/health', this.env.RENDERER_URL), { signal: AbortSignal.timeout(1_000) });
      const { version } = (await answer.json()) as { version?: unknown };
      if (typeof version === 'string' && version !== this.renderVersion) {
        if (this.renderVersion) this.logger.info({ version }, 'the renderer renders with a new build of the shell or the remotes');
        this.renderVersion = version;
      }
    } catch {
      // Down or restarting: pages fall back to the static shell meanwhile; asked again shortly.
    }
  }
}

/**
 * The Express handler of page requests: the rendered page, or `fallback` (the static shell, in
 * embedded mode) when the renderer cannot answer; without a fallback, a 502 the web tier
 * answers with its own copy of the shell.
 */
export function answerPages(pages: RenderedPages, fallback?: (request: Request, response: Response) => void) {
  return (request: Request, response: Response, next: NextFunction): void => {
    if (!pages.wants(request)) return next();
    pages.answer(request, response).catch((error: unknown) => {
      if (response.headersSent) return;
      if (fallback) return fallback(request, response);
      response
        .status(502)
        .type('text/plain')
        .send(error instanceof Error ? error.message : 'renderer failed');
    });
  };
}
