import { Inject, Injectable } from '@nestjs/common';
import { ok, type BoundOperation } from '@livefully/contracts';
import type { Logger } from '@livefully/service-kit';
import type { Request, Response } from 'express';
import { GATEWAY_LOGGER } from '../common/tokens.js';
import { CacheInvalidation } from '../read-cache/cache-invalidation.js';
import { changeTags } from '../read-cache/cache-tags.js';
import { AnswerWriter } from '../read-cache/answer-writer.js';
import { PRIVATE_CACHE_CONTROL } from '../read-cache/http-caching.js';
import { ReadCache } from '../read-cache/read-cache.js';
import { ServiceClients } from '../services/service-clients.js';
import { answerChecker } from './answer-check.js';
import { requestMessage, type RequestParts } from './request-message.js';

/** What every bound route does: request → message → (read cache →) service → checked answer → envelope. */
@Injectable()
export class OperationRunner {
  private readonly check: ReturnType<typeof answerChecker>;

  constructor(
    private readonly services: ServiceClients,
    private readonly cache: ReadCache,
    private readonly invalidation: CacheInvalidation,
    private readonly writer: AnswerWriter,
    @Inject(GATEWAY_LOGGER) logger: Logger,
  ) {
    this.check = answerChecker(logger);
  }

  /** Answers the route: a public read from the read cache with its validator, anything else as the service answers. */
  async run(op: BoundOperation, request: Request, response: Response): Promise<void> {
    if (op.http.cache === 'public') {
      const message = requestMessage(op, request);
      const answer = await this.cache.read(op, message, () => this.ask(op, message));
      // As the hit path writes it (pipeline/cached-read-hits.ts): a 304 when the caller holds it already.
      this.writer.send(answer, request, response);
      return;
    }
    const message = requestMessage(op, request);
    const answer = await this.ask(op, message);
    if (op.http.invalidates) await this.dropChanged(op.http.invalidates, answer, message);
    // Answers about a person or for an admin are theirs alone; other no-store answers (a form's receipt) are simply not kept.
    response.setHeader('Cache-Control', op.http.access === 'public' ? 'no-store' : PRIVATE_CACHE_CONTROL);
    response.status(op.http.status).json(ok(answer));
  }

  /** A write's own gateway drops what it changed at once: the writer reads it back, before the event reaches every replica. */
  private async dropChanged(kind: NonNullable<BoundOperation['http']['invalidates']>, answer: unknown, message: unknown): Promise<void> {
    const id = idOf(answer) ?? idOf(message);
    if (!id) return;
    await this.invalidation.publish({ tags: changeTags({ kind, id }), reason: { source: 'content', kind, id, action: 'written' } });
  }

  /** The service's answer to the request's message, checked; for routes that answer it in another form (CSV). */
  async answer<T>(op: BoundOperation, request: RequestParts): Promise<T> {
    return this.ask<T>(op, requestMessage(op, request));
  }

  private async ask<T>(op: BoundOperation, message: unknown): Promise<T> {
    const answer = await this.services.send<T>(op.service, op.pattern, message);
    this.check(op, answer);
    return answer;
  }
}

function idOf(value: unknown): string | undefined {
  const id = (value as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
}
