import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import express from 'express';
import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { REMOTE_APPS } from '@livefully/contracts';
import { answerPages, type RenderedPages } from '../pages/rendered-pages.js';

const HASHED = /\.[0-9a-f]{8,}\.(js|css|svg|png|jpg|webp|woff2?)$/;
const NEVER_CACHE = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'manifest.json']);

function setCacheHeaders(res: Response, path: string) {
  const name = basename(path);
  if (NEVER_CACHE.has(name)) res.setHeader('Cache-Control', 'no-cache');
  else if (HASHED.test(name)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  else res.setHeader('Cache-Control', 'public, max-age=3600');
}

const API_PATH = /^\/api(\/|$)/;
const staticOptions = { index: false, fallthrough: true, setHeaders: setCacheHeaders } as const;

/**
 * Embedded mode serves the shell, the remotes and the content images from this one
 * origin; full mode puts a web server or CDN per remote in front instead.
 */
export function serveWeb(app: NestExpressApplication, webRoot: string, imagesDir: string, pages?: RenderedPages): void {
  for (const { dir } of REMOTE_APPS) {
    app.use(`/remotes/${dir}`, express.static(join(webRoot, dir, 'dist'), staticOptions));
  }
  app.use('/images', express.static(imagesDir, staticOptions));
  const shellDist = join(webRoot, 'shell', 'dist');
  // Not for API paths: a file lookup (a stat) per API request was a sixth of a cached read's time.
  const shellFiles = express.static(shellDist, staticOptions);
  app.use((req: Request, res: Response, next: NextFunction) => (API_PATH.test(req.path) ? next() : shellFiles(req, res, next)));
  const indexHtml = join(shellDist, 'index.html');
  const staticShell = (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  };
  // Public pages arrive rendered (when the renderer is set); the static shell renders them in the
  // browser otherwise, and is the admin area's page.
  if (pages?.enabled) app.use(answerPages(pages, staticShell));
  app.use((req: Request, res: Response, next: NextFunction) => {
    const wantsPage =
      (req.method === 'GET' || req.method === 'HEAD') && !/^\/(api|remotes|images)(\/|$)/.test(req.path) && !/\.[a-z0-9]+$/i.test(req.path);
    if (!wantsPage || !existsSync(indexHtml)) return next();
    staticShell(req, res);
  });
}
