import { Body, Controller, Post, Req, UseGuards } from '@nestjs/common';
import {
  AppSubscriptionSchema,
  ContactMessageSchema,
  EmailSubscriptionSchema,
  ENGAGE_PATTERNS,
  ok,
  type AppSubscriptionReceipt,
  type ContactReceipt,
  type CreateContactMessage,
  type EmailSubscriptionReceipt,
  type SuccessBody,
} from '@livefully/contracts';
import type { Request } from 'express';
import { parseRequest } from '../common/parse.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { ServiceClients } from '../services/service-clients.js';
import { idempotencyKeyOf, requestIdFor } from './idempotency-key.js';

/**
 * SPEC §7 contact and subscription calls. Each body is parsed with the form's own schema (a
 * missing body reads as an empty form, so the answer names each field), and each route has
 * its own per-address rate limit. A 201 means the engage service has stored the row. Each takes
 * an Idempotency-Key: a contact message is stored under it; a subscription is keyed by its
 * address anyway, so a retry of either stores nothing twice and answers as the first time.
 */
@Controller('api')
@UseGuards(RateLimitGuard)
export class EngageController {
  constructor(private readonly services: ServiceClients) {}

  @Post('contact')
  @RateLimit('contact')
  async contact(@Body() body: unknown, @Req() request: Request): Promise<SuccessBody<ContactReceipt>> {
    const key = idempotencyKeyOf(request);
    const message = parseRequest(ContactMessageSchema, body ?? {}, 'contact message');
    // One id per submission: every replica that receives the message over Redis, and every
    // retry of the same submission, stores it once.
    const command: CreateContactMessage = { ...message, requestId: requestIdFor(key) };
    return ok(await this.services.send<ContactReceipt>('engage', ENGAGE_PATTERNS.contact, command));
  }

  @Post('email-subscriptions')
  @RateLimit('email-subscriptions')
  async subscribeEmail(@Body() body: unknown, @Req() http: Request): Promise<SuccessBody<EmailSubscriptionReceipt>> {
    idempotencyKeyOf(http);
    const request = parseRequest(EmailSubscriptionSchema, body ?? {}, 'subscription');
    return ok(await this.services.send<EmailSubscriptionReceipt>('engage', ENGAGE_PATTERNS.subscribeEmail, request));
  }

  @Post('app-subscriptions')
  @RateLimit('app-subscriptions')
  async subscribeApp(@Body() body: unknown, @Req() http: Request): Promise<SuccessBody<AppSubscriptionReceipt>> {
    idempotencyKeyOf(http);
    const request = parseRequest(AppSubscriptionSchema, body ?? {}, 'subscription');
    return ok(await this.services.send<AppSubscriptionReceipt>('engage', ENGAGE_PATTERNS.subscribeApp, request));
  }
}
