import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { Operation } from '@livefully/contracts';
import { DOCS_HTML, DOCS_START_JS } from './docs-page.js';
import { API_OPERATIONS, openApiDocument } from './openapi-document.js';
import type { JsonSchema } from './json-schema.js';

/**
 * GET /api/openapi.json: the OpenAPI 3.1 document of the operation table, as it is (tools read
 * it, so it is not wrapped in the envelope). GET /api/docs: a page to read and try it.
 */
@Controller('api')
export class ApiDocsController {
  private readonly document: JsonSchema;

  constructor(@Inject(API_OPERATIONS) operations: readonly Operation[]) {
    this.document = openApiDocument(operations);
  }

  @Get('openapi.json')
  openapi(): JsonSchema {
    return this.document;
  }

  @Get('docs')
  @Header('Content-Type', 'text/html; charset=utf-8')
  page(): string {
    return DOCS_HTML;
  }

  @Get('docs/start.js')
  @Header('Content-Type', 'text/javascript; charset=utf-8')
  start(): string {
    return DOCS_START_JS;
  }
}
