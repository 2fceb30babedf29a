import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, deflateSync, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import Negotiator from 'negotiator';
import { matchesIfNoneMatch } from './http-caching.js';
import type { CachedAnswer } from './read-cache.js';

/** Encodings in the order `compression` offers them, and the ones it prefers on a tie. */
const ENCODINGS = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED = ['br', 'gzip'];
/** `compression`'s defaults: bodies under 1 KiB go as they are; Brotli at quality 4. */
const THRESHOLD_BYTES = 1024;
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const COMPRESS: Record<string, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, BROTLI),
  gzip: (body) => gzipSync(body),
  deflate: (body) => deflateSync(body),
};
const JSON_TYPE = 'application/json; charset=utf-8';
export interface SendOptions {
  leading?: readonly string[];
  contentType?: string;
  cacheControl?: string;
  /** Request headers the answer varies by besides Accept-Encoding (`Cookie`, for pages while canaries are configured). */
  vary?: string;
}
/** negotiator 1's signature (its @types still describe 0.6, which took `preferred` bare). */
interface EncodingNegotiator {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
}

/**
 * Writes a stored answer (docs/read-cache.md, "Cost of a hit"): the public Cache-Control and the
 * ETag on a 200, a 304 when the caller holds that validator, else the body in the encoding the
 * caller prefers. An entry is compressed once per encoding and the bytes are kept (by ETag, up to
 * `maxCompressedBytes`), so a hit never runs zlib; the `compression` middleware leaves an answer
 * that already names its encoding alone, so a hit and a miss go out alike.
 */
export class AnswerWriter {
  private readonly encoded: LRUCache<string, Buffer>;

  constructor(
    private readonly cacheControl: string,
    maxBytes: number,
  ) {
    this.encoded = new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (bytes) => Math.max(1, bytes.length) });
  }

  /**
   * `leading` are headers to send first, as name, value, name, value… (the hit path's security
   * headers); headers already set on `response` (the Nest path's) are kept. `contentType` is the
   * JSON envelope's unless the answer is a file (the crawl files, a page); `cacheControl` the
   * writer's unless the answer is of another kind (a page). Any status but 200 is `no-store`
   * (`private, no-store` for a private answer).
   */
  send(answer: CachedAnswer, request: IncomingMessage, response: ServerResponse, options: SendOptions = {}): void {
    const { leading = [], contentType = JSON_TYPE, cacheControl = this.cacheControl, vary } = options;
    const headers = [...leading];
    if (answer.status === 200) {
      headers.push('Cache-Control', cacheControl, 'ETag', answer.etag);
    } else {
      // A private answer stays private whatever its status (a preview link that is no longer valid).
      headers.push('Cache-Control', cacheControl.startsWith('private') ? cacheControl : 'no-store');
    }
    headers.push('Vary', vary ? `Accept-Encoding, ${vary}` : 'Accept-Encoding');
    if (answer.status === 200 && matchesIfNoneMatch(header(request, 'if-none-match'), answer.etag)) {
      response.writeHead(304, headers);
      response.end();
      return;
    }
    const body = this.body(answer, request);
    headers.push('Content-Type', contentType, 'Content-Length', String(body.bytes.length));
    if (body.encoding) headers.push('Content-Encoding', body.encoding);
    response.writeHead(answer.status, headers);
    response.end(body.bytes);
  }

  private body(answer: CachedAnswer, request: IncomingMessage): { bytes: Buffer; encoding?: string } {
    const encoding = this.encodingFor(answer, request);
    const key = `${encoding} ${answer.status} ${answer.etag}`;
    let bytes = this.encoded.get(key);
    if (!bytes) {
      const plain = Buffer.from(answer.body);
      bytes = encoding === 'identity' ? plain : COMPRESS[encoding]!(plain);
      this.encoded.set(key, bytes);
    }
    return encoding === 'identity' ? { bytes } : { bytes, encoding };
  }

  /** What `compression` would choose: nothing for a small body, a HEAD or a caller that names no encoding. */
  private encodingFor(answer: CachedAnswer, request: IncomingMessage): string {
    if (request.method === 'HEAD' || !request.headers['accept-encoding'] || Buffer.byteLength(answer.body) < THRESHOLD_BYTES)
      return 'identity';
    const chosen = (new Negotiator(request) as unknown as EncodingNegotiator).encoding(ENCODINGS, { preferred: PREFERRED });
    return chosen && chosen in COMPRESS ? chosen : 'identity';
  }
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
