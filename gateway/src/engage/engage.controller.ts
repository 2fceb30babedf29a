import { randomUUID } from 'node:crypto';
import { Body, Controller, Post, UseGuards } from '@nestjs/common';
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
import { parseRequest } from '../common/parse.js';
import { RateLimit } from '../rate-limit/rate-limit.decorator.js';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard.js';
import { ServiceClients } from '../services/service-clients.js';

/**
 * SPEC §7 contact and subscription calls. Each body is parsed with the form's own schema (a
 * missing body reads as an empty form, so the answer names each field), and each route has
 * its own per-address rate limit. A 201 means the engage service has stored the row.
 */
@Controller('api')
@UseGuards(RateLimitGuard)
export class EngageController {
  constructor(private readonly services: ServiceClients) {}

  @Post('contact')
  @RateLimit('contact')
  async contact(@Body() body: unknown): Promise<SuccessBody<ContactReceipt>> {
    const message = parseRequest(ContactMessageSchema, body ?? {}, 'contact message');
    // One id per HTTP request: every replica that receives the message over Redis stores it once.
    const command: CreateContactMessage = { ...message, requestId: randomUUID() };
    return ok(await this.services.send<ContactReceipt>('engage', ENGAGE_PATTERNS.contact, command));
  }

  @Post('email-subscriptions')
  @RateLimit('email-subscriptions')
  async subscribeEmail(@Body() body: unknown): Promise<SuccessBody<EmailSubscriptionReceipt>> {
    const request = parseRequest(EmailSubscriptionSchema, body ?? {}, 'subscription');
    return ok(await this.services.send<EmailSubscriptionReceipt>('engage', ENGAGE_PATTERNS.subscribeEmail, request));
  }

  @Post('app-subscriptions')
  @RateLimit('app-subscriptions')
  async subscribeApp(@Body() body: unknown): Promise<SuccessBody<AppSubscriptionReceipt>> {
    const request = parseRequest(AppSubscriptionSchema, body ?? {}, 'subscription');
    return ok(await this.services.send<AppSubscriptionReceipt>('engage', ENGAGE_PATTERNS.subscribeApp, request));
  }
}
