import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import express, { type RequestHandler } from 'express';

const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** Swagger UI's script and styles, from the package as published (hashless names, so revalidated). */
export function docsAssets(): RequestHandler {
  return express.static(SWAGGER_UI_DIR, { index: false, maxAge: '1h' });
}
