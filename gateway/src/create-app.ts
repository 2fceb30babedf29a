import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createLogger, NestPinoLogger, WorkUnderWay, type Logger } from '@livefully/service-kit';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import compression from 'compression';
import express from 'express';
import type { Operation } from '@livefully/contracts';
import type { MediaStore } from '@livefully/service-kit/media';
import { AppModule } from './app.module.js';
import type { GatewayEnv } from './config/env.js';
import { ApiExceptionFilter } from './common/api-exception.filter.js';
import { answerClientErrorsAsEnvelope, requireHost } from './common/client-error.js';
import { correlationMiddleware, ReadSummary } from './common/correlation.middleware.js';
import { FORM_ROUTE, requireJsonBody } from './common/json-body.middleware.js';
import { privateAnswers } from './common/private-answers.middleware.js';
import { countRequests } from './common/requests-under-way.middleware.js';
import { API_OPERATIONS } from './openapi/openapi-document.js';
import { AnswerWriter } from './read-cache/answer-writer.js';
import { answerCachedReadsFirst } from './pipeline/cached-read-hits.js';
import { listenForChanges } from './read-cache/read-cache.providers.js';
import { docsAssets } from './openapi/docs-assets.js';
import { serveMedia } from './media/media-files.js';
import { MEDIA_STORE } from './media/media-store.provider.js';
import { GatewayMetrics } from './metrics/gateway-metrics.js';
import { httpMetrics } from './metrics/http-metrics.middleware.js';
import { cspSources, remotesDocument } from './web/remotes.js';
import { CanaryReaders } from './canary/canary-readers.js';
import { RendererCredential } from './rate-limit/renderer-credential.js';
import { recordedSecurityHeaders, securityHeaders, sendSecurityHeaders } from './web/security.js';
import { answerPages, RenderedPages } from './pages/rendered-pages.js';
import { serveWeb } from './pipeline/static-site.js';
import { remotesJson } from './canary/remotes-json.js';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const JSON_BODY_LIMIT = '64kb';
/** An admin saves whole articles (up to 100,000 characters of markdown, several bytes each). */
export const ADMIN_JSON_BODY_LIMIT = '512kb';

export interface GatewayOptions {
  /** The operation table to route and document; the contracts' whole table unless given. */
  operations?: readonly Operation[];
  /** Counts the requests under way, for a stop that lets them finish (main.ts). */
  requests?: WorkUnderWay;
}

export async function createGateway(
  env: GatewayEnv,
  logger: Logger = createLogger('gateway', env.LOG_LEVEL),
  { operations, requests = new WorkUnderWay() }: GatewayOptions = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(env, logger, operations), {
    logger: new NestPinoLogger(logger),
    bodyParser: false,
    cors: env.CORS_ORIGINS.length ? { origin: env.CORS_ORIGINS, credentials: true } : false,
  });
  if (env.TRUST_PROXY) app.set('trust proxy', env.TRUST_PROXY);
  app.disable('x-powered-by');
  const remotes = remotesDocument(env);
  const reads = new ReadSummary(logger);
  // One recording of helmet's headers for every answer, Express's and the read cache's hit path's.
  const security = recordedSecurityHeaders(securityHeaders(cspSources(remotes, env.IMAGE_ORIGINS)));
  const metrics = app.get(GatewayMetrics);
  app.use(httpMetrics(metrics));
  app.use(requireHost);
  app.use(countRequests(requests));
  app.use(correlationMiddleware(logger, reads));
  app.use(compression());
  app.use(sendSecurityHeaders(security));
  app.use(['/api/auth', '/api/admin', '/api/health'], privateAnswers);
  // A cache hit is answered before Express, with the same headers, id and limit as the middlewares above.
  answerCachedReadsFirst(app, {
    operations: app.get<readonly Operation[]>(API_OPERATIONS),
    writer: app.get(AnswerWriter),
    reads,
    metrics,
    securityHeaders: security,
  });
  app.use('/api', requireJsonBody);
  app.use('/api/admin', express.json({ limit: ADMIN_JSON_BODY_LIMIT }));
  app.use('/api', express.json({ limit: JSON_BODY_LIMIT }));
  app.use(FORM_ROUTE, express.urlencoded({ extended: false, limit: '1kb' }));
  app.use('/api/docs/assets', docsAssets());
  // The media library's files, in both modes: full mode's web tier sends /media/ here.
  app.use('/media', serveMedia(app.get<MediaStore>(MEDIA_STORE), logger));
  app.useGlobalFilters(new ApiExceptionFilter(logger));
  // In both modes: full mode's web tier sends /remotes.json here, and each reader's variant of it
  // must come from the cookies the gateway reads for their pages (docs/releasing.md, "Canary").
  app.use(
    '/remotes.json',
    remotesJson(remotes, { readers: app.get(CanaryReaders), renderer: new RendererCredential(env.RENDERER_SECRET) }),
  );
  if (env.SERVE_WEB) {
    const webRoot = env.WEB_ROOT ?? REPO_ROOT;
    serveWeb(app, webRoot, join(webRoot, 'services', 'content', 'seed', 'images'), app.get(RenderedPages));
  } else if (env.RENDERER_URL) {
    // Full mode: the web tier sends page requests here, and answers a 502 with its static shell.
    app.use(answerPages(app.get(RenderedPages)));
  }
  answerClientErrorsAsEnvelope(app.getHttpServer());
  await listenForChanges(app, env, logger);
  return app;
}
