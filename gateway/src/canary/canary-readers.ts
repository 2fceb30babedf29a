import { randomBytes, randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  bucketOf,
  CANARY_BUCKET_COOKIE,
  CANARY_BUCKETS,
  CANARY_STAFF_COOKIE,
  canaryVariant,
  hasShareCanary,
  type RemoteCanaries,
} from '@livefully/contracts';
import { SignedTokens, type Logger } from '@livefully/service-kit';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { Request, Response } from 'express';
import { GATEWAY_LOGGER } from '../common/tokens.js';
import { GATEWAY_ENV, type GatewayEnv } from '../config/env.js';
import { remotesDocument } from '../web/remotes.js';

/** How long a reader keeps their bucket, and a staff member their switch: about a month. */
const COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** The purpose and version the staff cookie is signed under, so no other signed text passes for it. */
const STAFF_COOKIE_PURPOSE = 'canary-staff:v1:';

/**
 * Which canaries each reader gets (docs/releasing.md, "Canary"), from two cookies: the sticky
 * bucket (`lf_canary`, drawn here on a reader's first page or `/remotes.json` while a share
 * canary is configured) and the staff switch (`lf_canary_staff`, signed, with its expiry
 * inside). The assignment itself is `canaryVariant` of packages/contracts. Without canaries this
 * reads no cookie and sets none.
 */
@Injectable()
export class CanaryReaders {
  readonly canaries: RemoteCanaries | undefined;
  /** Whether any canary is configured: pages then vary by cookie. */
  readonly enabled: boolean;
  private readonly shares: boolean;
  private readonly secure: boolean;
  private readonly staffTokens: SignedTokens;

  constructor(@Inject(GATEWAY_ENV) env: GatewayEnv, @Inject(GATEWAY_LOGGER) logger: Logger) {
    this.canaries = remotesDocument(env).canaries;
    if (this.canaries && !env.CANARY_SECRET)
      logger.warn('CANARY_SECRET is not set: the staff canary switch holds on this process only, until it restarts');
    this.enabled = this.canaries !== undefined;
    this.shares = hasShareCanary(this.canaries);
    this.secure = new URL(env.PUBLIC_ORIGIN).protocol === 'https:';
    this.staffTokens = new SignedTokens(env.CANARY_SECRET ?? randomBytes(32).toString('base64url'), STAFF_COOKIE_PURPOSE);
  }

  /**
   * The variant of the reader of `request` (sorted remote names; empty for the stable build). A
   * reader without a valid bucket is given one now, in a cookie on `response`, and read with it.
   */
  variantOf(request: Request, response: Response): string[] {
    if (!this.enabled) return [];
    const cookies = parseCookie(request.headers.cookie ?? '');
    let bucket = bucketOf(cookies[CANARY_BUCKET_COOKIE]);
    if (bucket === undefined && this.shares) {
      bucket = randomInt(0, CANARY_BUCKETS);
      response.append('Set-Cookie', this.cookie(CANARY_BUCKET_COOKIE, String(bucket), COOKIE_MAX_AGE_SECONDS));
    }
    return canaryVariant(this.canaries, { bucket, staff: this.staffSwitchOn(cookies[CANARY_STAFF_COOKIE]) });
  }

  /** Whether `request` carries a staff switch this gateway signed that has not expired. */
  staffSwitchIn(request: Request): boolean {
    return this.staffSwitchOn(parseCookie(request.headers.cookie ?? '')[CANARY_STAFF_COOKIE]);
  }

  /** Turns the staff switch on for this browser (a staff-only route sends it) for about a month. */
  setStaffSwitch(response: Response, now = Date.now()): void {
    const until = Math.floor(now / 1000) + COOKIE_MAX_AGE_SECONDS;
    response.append('Set-Cookie', this.cookie(CANARY_STAFF_COOKIE, this.staffTokens.sign({ until }), COOKIE_MAX_AGE_SECONDS));
  }

  clearStaffSwitch(response: Response): void {
    response.append('Set-Cookie', this.cookie(CANARY_STAFF_COOKIE, '', 0));
  }

  private staffSwitchOn(value: string | undefined, now = Date.now()): boolean {
    if (!value) return false;
    const body = this.staffTokens.read(value) as { until?: unknown } | undefined;
    return typeof body?.until === 'number' && body.until * 1000 > now;
  }

  private cookie(name: string, value: string, maxAge: number): string {
    // HttpOnly: no script of the page needs it; the gateway reads it on each page and /remotes.json.
    return stringifySetCookie(name, value, { maxAge, path: '/', sameSite: 'lax', httpOnly: true, secure: this.secure });
  }
}
