import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Logger } from '@livefully/service-kit';
import type { NextFunction, Request, Response } from 'express';
import { pageTarget, type PageTarget } from '@livefully/contracts';
import { ApiException } from '../common/api.exception.js';
import { GATEWAY_LOGGER } from '../common/tokens.js';
import { GATEWAY_ENV, type GatewayEnv } from '../config/env.js';
import { AnswerWriter } from '../read-cache/answer-writer.js';
import { countRequest, rateLimitedMessage } from '../rate-limit/count-request.js';
import type { RateLimitRule } from '../config/rate-limit-rule.js';
import { RateLimiter } from '../rate-limit/rate-limiter.js';
import { fileEntry, ReadCache, type CachedAnswer } from '../read-cache/read-cache.js';
import { CanaryReaders } from '../canary/canary-readers.js';
import { cspWithInlineSources, INLINE_SOURCES_HEADER, parseInlineSources, type InlineSources } from '../web/inline-sources.js';

const HTML_TYPE = 'text/html; charset=utf-8';
/** How often the renderer is asked which build of the shell and remotes it renders with. */
const VERSION_CHECK_MS = 5_000;
/** Paths that are never pages: the API, the remotes' and images' files, and anything with an extension. */
const NOT_A_PAGE = /^\/(api|remotes|images)(\/|$)|\.[a-z0-9]+$/i;
/** The admin area is rendered in the browser, from the static shell. */
const ADMIN_AREA = /^\/admin(\/|$)/i;
/** What an address that can name no page is answered with: the site's 404 page. */
const NOT_FOUND_TARGET = '/404';
const PRIVATE_CACHE_CONTROL = 'private, no-store';
/**
 * A page of a canary variant, or one that sets a reader's bucket: the reader's own browser may
 * keep it, no shared cache may (a CDN would give it to readers of another variant).
 */
const VARIANT_CACHE_CONTROL = 'private, no-cache';

/** The renderer could not render this page: the caller answers it another way (the static shell). */
export class RendererFailed extends Error {}

/** This visitor has had more pages rendered than RATE_LIMIT_PAGE_RENDERS allows. */
class RenderBudgetSpent extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('page render budget spent');
  }
}

/**
 * Public pages, rendered by the shell's renderer (RENDERER_URL) and kept in the read cache
 * (docs/server-rendering.md). A request's target is read once, by pageTarget: the renderer is
 * asked at its own fixed address for that canonical target, passed as data, and the page is kept
 * under it (with the build of the shell and remotes the renderer renders with), so no spelling
 * of an address reaches another host, splits one page into many keys, or escapes the private
 * rule. Pages are dropped by every change of public content and sent with ETag, 304 and a
 * Cache-Control that lets a CDN keep them briefly (CACHE_CONTROL_PAGES). A render the cache does
 * not hold counts against the visitor's RATE_LIMIT_PAGE_RENDERS. When the renderer says the
 * content is unavailable, the last page is served within the grace period, else its 503 page.
 */
@Injectable()
export class RenderedPages implements OnApplicationShutdown {
  readonly enabled: boolean;
  /** The build (shell and remotes) the renderer renders with, as it last said; part of every page's key. */
  private renderVersion = '';
  private readonly versionTimer: ReturnType<typeof setInterval> | undefined;
  /** The renderer's two addresses, fixed at start: nothing of a request goes into either but as a parameter. */
  private readonly renderUrl: URL | undefined;
  private readonly healthUrl: URL | undefined;
  private readonly renderBudget: RateLimitRule | null;

  constructor(
    @Inject(GATEWAY_ENV) private readonly env: GatewayEnv,
    @Inject(GATEWAY_LOGGER) private readonly logger: Logger,
    private readonly cache: ReadCache,
    private readonly writer: AnswerWriter,
    private readonly limiter: RateLimiter,
    private readonly canaries: CanaryReaders,
  ) {
    this.enabled = env.RENDERER_URL !== undefined;
    this.renderBudget = env.RATE_LIMIT_PAGE_RENDERS;
    if (!env.RENDERER_URL) return;
    this.renderUrl = new URL('/render', env.RENDERER_URL);
    this.healthUrl = new URL('/health', env.RENDERER_URL);
    // A deploy recycles the renderer; pages rendered with the old build are not served again.
    this.versionTimer = setInterval(() => void this.checkVersion(), VERSION_CHECK_MS);
    this.versionTimer.unref();
    void this.checkVersion();
  }

  onApplicationShutdown(): void {
    clearInterval(this.versionTimer);
  }

  /**
   * The page `request` asks for: a GET or HEAD of a path that is not a file, the API or the
   * admin area, read into its canonical target (or why it can be none); undefined when it is
   * not a page request at all.
   */
  pageOf(request: Request): PageTarget | undefined {
    if (!this.enabled || (request.method !== 'GET' && request.method !== 'HEAD')) return undefined;
    const page = pageTarget(request.originalUrl);
    // A preview token is `payload.signature`: its tail can read like a file's extension.
    if (page.ok && page.private) return page;
    const path = page.ok ? page.path : request.path;
    if (NOT_A_PAGE.test(request.path) || NOT_A_PAGE.test(path) || ADMIN_AREA.test(path)) return undefined;
    return page;
  }

  /** Answers a page request; rejects with RendererFailed when the renderer cannot (down, late, failing). */
  async answer(request: Request, response: Response, page: PageTarget): Promise<void> {
    if (!page.ok && page.status !== 404) {
      response.status(page.status).type('text/plain').setHeader('Cache-Control', 'no-store');
      response.send(`${page.reason}\n`);
      return;
    }
    if (page.ok && page.redirect) return redirectTo(page.target, response);
    const target = page.ok ? page.target : NOT_FOUND_TARGET;
    // The reader's canaries (docs/releasing.md, "Canary"): read once, for the render, the key and the headers.
    const variant = this.canaries.variantOf(request, response);
    try {
      if (page.ok && page.private) return await this.answerPrivate(target, variant, request, response);
      await this.answerPublic(target, variant, request, response);
    } catch (error) {
      if (!(error instanceof RenderBudgetSpent)) throw error;
      response.setHeader('Retry-After', String(error.retryAfterSeconds));
      const tooMany = fileEntry(tooManyRendersPage(error.retryAfterSeconds), 429);
      this.writer.send(tooMany, request, response, page.ok && page.private ? this.privateOptions : { contentType: HTML_TYPE });
    }
  }

  private async answerPublic(target: string, variant: readonly string[], request: Request, response: Response): Promise<void> {
    let unavailablePage: string | undefined;
    let page: CachedAnswer;
    try {
      // Each variant's pages apart: a canary page never goes to a stable reader, nor the reverse.
      page = await this.cache.readPage(`${this.renderVersion}:${variant.join(',')}:${target}`, async () => {
        await this.spendRender(request, response);
        const rendered = await this.render(target, variant);
        if (rendered.status === 503) {
          unavailablePage = rendered.html;
          throw ApiException.unavailable('content');
        }
        return { entry: fileEntry(rendered.html, rendered.status, rendered.inline), keep: rendered.keep };
      });
    } catch (error) {
      if (error instanceof RenderBudgetSpent) throw error;
      if (unavailablePage === undefined) throw error instanceof RendererFailed ? error : new RendererFailed(String(error));
      page = fileEntry(unavailablePage, 503);
      response.setHeader('Retry-After', '10');
    }
    allowInlineSources(response, page.inline);
    const shared = variant.length === 0 && !response.hasHeader('Set-Cookie');
    this.writer.send(page, request, response, {
      contentType: HTML_TYPE,
      cacheControl: shared ? this.env.CACHE_CONTROL_PAGES : VARIANT_CACHE_CONTROL,
      // While canaries are configured, the page a cookie names may differ from the stable one.
      ...(this.canaries.enabled ? { vary: 'Cookie' } : {}),
    });
  }

  /**
   * A page of one person's link (a preview, docs/content-admin.md; a subscription's link,
   * docs/mail.md): rendered for each request and never kept, here or by anyone on the way
   * (`private, no-store`), and never indexed, whatever it shows.
   */
  private async answerPrivate(target: string, variant: readonly string[], request: Request, response: Response): Promise<void> {
    await this.spendRender(request, response);
    const rendered = await this.render(target, variant);
    if (rendered.status === 503) response.setHeader('Retry-After', '10');
    allowInlineSources(response, rendered.inline);
    this.writer.send(fileEntry(rendered.html, rendered.status), request, response, this.privateOptions);
  }

  private readonly privateOptions = {
    contentType: HTML_TYPE,
    cacheControl: PRIVATE_CACHE_CONTROL,
    leading: ['X-Robots-Tag', 'noindex, nofollow'],
  } as const;

  /** Counts one render against the visitor's budget; throws RenderBudgetSpent over it. */
  private async spendRender(request: Request, response: Response): Promise<void> {
    if (!this.renderBudget) return;
    const decision = await countRequest(this.limiter, { bucket: 'page-renders' }, this.renderBudget, request, response);
    if (!decision.allowed) throw new RenderBudgetSpent(decision.retryAfterSeconds);
  }

  private async render(
    target: string,
    variant: readonly string[],
  ): Promise<{ status: 200 | 404 | 503; html: string; keep: boolean; inline?: InlineSources }> {
    const url = new URL(this.renderUrl!);
    url.searchParams.set('page', target);
    // Names from the config alone (canaryVariant), never from the request.
    if (variant.length > 0) url.searchParams.set('variant', variant.join(','));
    let answer: globalThis.Response;
    try {
      answer = await fetch(url, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(this.env.RENDERER_TIMEOUT_MS) });
    } catch (error) {
      throw new RendererFailed(`renderer did not answer: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (answer.status !== 200 && answer.status !== 404 && answer.status !== 503)
      throw new RendererFailed(`renderer answered ${answer.status}`);
    const version = answer.headers.get('x-render-version');
    if (version) this.renderVersion = version;
    let inline: InlineSources | undefined;
    try {
      inline = parseInlineSources(answer.headers.get(INLINE_SOURCES_HEADER));
    } catch (error) {
      throw new RendererFailed(error instanceof Error ? error.message : String(error));
    }
    return {
      status: answer.status,
      html: await answer.text(),
      ...(inline ? { inline } : {}),
      // A page whose slot was left to the browser, or that shows a failed read, is served but not kept.
      keep: answer.headers.get('x-render') === null,
    };
  }

  private async checkVersion(): Promise<void> {
    try {
      const answer = await fetch(this.healthUrl!, { signal: AbortSignal.timeout(1_000) });
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
    const page = pages.pageOf(request);
    if (!page) return next();
    pages.answer(request, response, page).catch((error: unknown) => {
      if (response.headersSent) return;
      if (fallback) return fallback(request, response);
      response
        .status(502)
        .type('text/plain')
        .send(error instanceof Error ? error.message : 'renderer failed');
    });
  };
}

/**
 * A search sent as a plain form (before the page is alive, or without JavaScript) names its term
 * as typed; the site's address is the trimmed one (docs/requirements.md#r-search-term). The Location is the canonical target alone, a
 * path of this site made by pageTarget, never anything the caller sent.
 */
function redirectTo(target: string, response: Response): void {
  response.status(302).setHeader('Location', target);
  response.setHeader('Cache-Control', 'no-cache');
  response.type('text/plain').send(`Found: ${target}\n`);
}

/** The page a visitor over RATE_LIMIT_PAGE_RENDERS gets: small, plain, and in the site's words. */
function tooManyRendersPage(seconds: number): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Too many requests</title></head><body><main><h1>Too many requests</h1><p>${rateLimitedMessage(seconds)}</p></main></body></html>`;
}

/** The page's CSP (set by the security headers before it) allows the styles and scripts the page carries. */
function allowInlineSources(response: Response, inline: InlineSources | undefined): void {
  const csp = response.getHeader('Content-Security-Policy');
  if (inline && typeof csp === 'string') response.setHeader('Content-Security-Policy', cspWithInlineSources(csp, inline));
}
