import { Inject, Injectable } from '@nestjs/common';
import { ok, type BoundOperation, type SuccessBody } from '@livefully/contracts';
import type { Logger } from '@livefully/service-kit';
import type { Response } from 'express';
import { GATEWAY_LOGGER } from '../common/tokens.js';
import { ServiceClients } from '../services/service-clients.js';
import { answerChecker } from './answer-check.js';
import { requestMessage, type RequestParts } from './request-message.js';

/** What every bound route does: request → message → service → checked answer → envelope. */
@Injectable()
export class OperationRunner {
  private readonly check: ReturnType<typeof answerChecker>;

  constructor(
    private readonly services: ServiceClients,
    @Inject(GATEWAY_LOGGER) logger: Logger,
  ) {
    this.check = answerChecker(logger);
  }

  async run(op: BoundOperation, request: RequestParts, response: Response): Promise<SuccessBody<unknown>> {
    const answer = await this.answer(op, request);
    if (op.http.cache === 'no-store') response.setHeader('Cache-Control', 'no-store');
    return ok(answer);
  }

  /** The service's answer to the request's message, checked; for routes that answer it in another form (CSV). */
  async answer<T>(op: BoundOperation, request: RequestParts): Promise<T> {
    const message = requestMessage(op, request);
    const answer = await this.services.send<T>(op.service, op.pattern, message);
    this.check(op, answer);
    return answer;
  }
}
