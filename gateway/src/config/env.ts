import { LogLevelSchema, OPS_ENV_SHAPE, PortSchema, requireRedisUrl, TransportKindSchema } from '@livefully/service-kit';
import { parseSocialLinks, SERVICE_NAMES, type ServiceName } from '@livefully/contracts';
import { checkMediaEnv, MEDIA_ENV_SHAPE, MEDIA_POOL_ENV_SHAPE } from '@livefully/service-kit/media';
import { z } from 'zod';
import { rateLimitVariable } from './rate-limit-rule.js';
import { siteSocialLinks } from './site-social-links.js';

const csv = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

/**
 * Which peers may tell the client's address and protocol (X-Forwarded-For/-Proto): `false`
 * (none), `true` (a proxy on a private or loopback address, never a client that reaches the
 * gateway directly from outside), or a list of addresses and CIDR ranges, e.g. `10.0.0.5,
 * 172.16.0.0/12`. The value is Express's 'trust proxy' setting.
 */
const PRIVATE_PROXIES = ['loopback', 'linklocal', 'uniquelocal'];
const trustProxy = z
  .string()
  .trim()
  .default('false')
  .pipe(
    z.union([
      z.enum(['true', 'false']).transform((v) => (v === 'true' ? PRIVATE_PROXIES : false)),
      z
        .string()
        .transform((value) => value.split(',').map((item) => item.trim()))
        .pipe(
          z
            .array(
              z
                .string()
                .regex(
                  /^(loopback|linklocal|uniquelocal|[0-9a-fA-F:.]+(\/\d{1,3})?)$/,
                  'must be true, false, or addresses and CIDR ranges',
                ),
            )
            .min(1),
        ),
    ]),
  );

/**
 * The site's origin as visitors reach it (scheme, host, port), for the absolute URLs of the
 * crawl files: `https://livefully.example`. A path, query, fragment or credentials are refused:
 * every URL is built on it.
 */
const publicOrigin = z
  .url({ protocol: /^https?$/, error: 'must be an http or https URL, e.g. https://livefully.example' })
  .refine((value) => {
    // zod runs this even when the URL check above failed.
    if (!URL.canParse(value)) return true;
    const url = new URL(value);
    return url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  }, 'must be an origin alone (scheme, host and port), without a path, query or credentials')
  .transform((value) => new URL(value).origin);

const DEFAULT_SERVICE_PORTS: Record<ServiceName, number> = { content: 4001, search: 4002, engage: 4003, identity: 4004 };

/** SOCIAL_LINKS: `network=url` pairs, each an https page of a known network (contracts' social-links.ts). */
const socialLinks = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const { links, problems } = parseSocialLinks(value);
    for (const message of problems) ctx.addIssue({ code: 'custom', message });
    return links;
  });

/** `name=url` pairs, e.g. `mf_content=https://cdn.example.com/mf-content/mf-manifest.json`. */
const remoteList = csv.pipe(
  z.array(
    z.string().regex(/^mf_[a-z]+=\S+$/, 'each remote must be written name=url, e.g. mf_content=/remotes/mf-content/mf-manifest.json'),
  ),
);

/** `name=<manifest url>@staff` or `name=<manifest url>@<share 1-100>`: a second build of a remote (docs/configuration.md). */
export const REMOTE_CANARY_PATTERN = /^(mf_[a-z]+)=(\S+)@(staff|100|[1-9][0-9]?)$/;
const canaryList = csv.pipe(
  z.array(
    z
      .string()
      .regex(
        REMOTE_CANARY_PATTERN,
        'each canary must be written name=url@staff or name=url@share (1-100), e.g. mf_content=https://cdn.example/mf-content/2.0.0/mf-manifest.json@10',
      ),
  ),
);

export const GatewayEnvSchema = requireRedisUrl(
  z.object({
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: PortSchema.default(8080),
    LOG_LEVEL: LogLevelSchema,
    TRANSPORT: TransportKindSchema,
    REDIS_URL: z.url().optional(),
    CONTENT_SERVICE_HOST: z.string().default('127.0.0.1'),
    CONTENT_SERVICE_PORT: PortSchema.default(DEFAULT_SERVICE_PORTS.content),
    SEARCH_SERVICE_HOST: z.string().default('127.0.0.1'),
    SEARCH_SERVICE_PORT: PortSchema.default(DEFAULT_SERVICE_PORTS.search),
    ENGAGE_SERVICE_HOST: z.string().default('127.0.0.1'),
    ENGAGE_SERVICE_PORT: PortSchema.default(DEFAULT_SERVICE_PORTS.engage),
    IDENTITY_SERVICE_HOST: z.string().default('127.0.0.1'),
    IDENTITY_SERVICE_PORT: PortSchema.default(DEFAULT_SERVICE_PORTS.identity),
    AUTH_CACHE_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
    RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(2_000),
    // One breaker per service: this many consecutive calls it does not answer (timeout,
    // connection error) open it; open, it answers 503 at once and lets one probe call
    // through every CIRCUIT_BREAKER_RESET_MS.
    CIRCUIT_BREAKER: z.enum(['on', 'off']).default('on'),
    CIRCUIT_BREAKER_FAILURES: z.coerce.number().int().min(1).max(1_000).default(3),
    CIRCUIT_BREAKER_RESET_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
    SERVE_WEB: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    WEB_ROOT: z.string().optional(),
    /**
     * The shell's renderer: public page requests are answered with the HTML it renders (kept in
     * the read cache), or with the static shell when it is absent, fails or takes longer than
     * RENDERER_TIMEOUT_MS (embedded mode; in full mode a 502 the web tier answers with its shell).
     */
    RENDERER_URL: z.url().optional(),
    RENDERER_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(2_500),
    /**
     * Shared with the renderer, whose API reads carry it: they are the site's own and spend no
     * visitor's budget (docs/server-rendering.md). Required with RENDERER_URL.
     */
    RENDERER_SECRET: z.string().min(32, 'RENDERER_SECRET must be at least 32 characters').optional(),
    REMOTES: remoteList,
    /** A second build of a remote for staff or a share of readers (docs/releasing.md, "Canary"). */
    REMOTE_CANARIES: canaryList,
    /**
     * Signs the staff canary cookie; every gateway replica needs the same. Unset, a random one per
     * process: the cookie then holds on this process only, until it restarts.
     */
    CANARY_SECRET: z.string().min(32, 'CANARY_SECRET must be at least 32 characters').optional(),
    /** `network=url` pairs: the footer's links to the site's pages on social networks (docs/configuration.md). None by default. */
    SOCIAL_LINKS: socialLinks,
    /** Before SOCIAL_LINKS: one link, read as its network's when SOCIAL_LINKS is unset; kept for one release. */
    SOCIAL_URL: z.url().optional(),
    SITE_NAME: z.string().trim().min(1).max(60).default('Live Fully'),
    PUBLIC_ORIGIN: publicOrigin.default('http://localhost:8080'),
    FIREBASE_PROJECT_ID: z
      .string()
      .regex(/^[a-z0-9-]{4,40}$/, 'must be a Firebase project id')
      .default('demo-livefully'),
    FIREBASE_API_KEY: z.string().min(1).default('demo-api-key'),
    FIREBASE_AUTH_DOMAIN: z.string().min(1).optional(),
    /** Embedded mode: the browser signs in against the Auth Emulator at this URL. */
    FIREBASE_AUTH_EMULATOR_URL: z.url().optional(),
    GA_MEASUREMENT_ID: z
      .string()
      .regex(/^G-[A-Z0-9]{4,20}$/, 'must look like G-XXXXXXXXXX')
      .optional(),
    CORS_ORIGINS: csv.pipe(z.array(z.url('each CORS origin must be a URL'))),
    /** Hosts of the `https://` images admins may enter (image paths, markdown), allowed by the CSP's img-src. */
    IMAGE_ORIGINS: csv.pipe(
      z.array(
        z
          .url({ protocol: /^https$/, error: 'each image origin must be an https URL, e.g. https://images.example.com' })
          .transform((url) => new URL(url).origin),
      ),
    ),
    TRUST_PROXY: trustProxy,
    // Per client address: `<requests>/<window>` (s, m or h), or `off`.
    RATE_LIMIT_CONTACT: rateLimitVariable('5/10m'),
    RATE_LIMIT_EMAIL_SUBSCRIPTIONS: rateLimitVariable('10/10m'),
    RATE_LIMIT_APP_SUBSCRIPTIONS: rateLimitVariable('20/10m'),
    // The confirm, unsubscribe and one-click links of the mails: a person clicks a few; a guesser many.
    RATE_LIMIT_SUBSCRIPTION_LINKS: rateLimitVariable('30/10m'),
    // Every public read (pages' API calls) shares one budget: 20 a second on average, far
    // beyond a reader and a small share of what the content service serves.
    RATE_LIMIT_READS: rateLimitVariable('1200/1m'),
    // Search has its own, in cost units: 1 for a word or two, up to 4 for a query of many words.
    RATE_LIMIT_SEARCH: rateLimitVariable('120/1m'),
    // Pages a visitor has rendered because the page cache did not hold them (a reader meets a
    // few; a flood of made-up addresses many). Cached pages are not counted.
    RATE_LIMIT_PAGE_RENDERS: rateLimitVariable('120/1m'),
    // The read cache of public GETs (docs/read-cache.md): in memory over TCP, Redis-backed and
    // shared by every replica over Redis. `off` sends every read to its service.
    READ_CACHE: z.enum(['on', 'off']).default('on'),
    /** How long an answer is kept when no change event drops it first: the backstop for a lost event. */
    READ_CACHE_TTL_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(300_000),
    /** A 404 is kept shorter: a crawler asking for missing slugs does not reach PostgreSQL each time. */
    READ_CACHE_NOT_FOUND_TTL_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(30_000),
    /** How long past its TTL or a change an answer may still be served while its service is down (stale-if-error). */
    READ_CACHE_GRACE_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(30 * 86_400_000)
      .default(86_400_000),
    /** The most answers each gateway keeps in memory. */
    READ_CACHE_MAX_ITEMS: z.coerce.number().int().min(100).max(1_000_000).default(10_000),
    /** Memory for rendered pages in each gateway, in MiB: a bound in bytes, whatever the pages' count. */
    READ_CACHE_PAGES_MIB: z.coerce.number().int().min(1).max(4_096).default(64),
    /** Memory for the bytes of cached answers as sent (plain, gzip, br), in MiB per gateway. */
    READ_CACHE_ENCODED_MIB: z.coerce.number().int().min(1).max(4_096).default(64),
    /** Cache-Control of public reads' 200 and 304 answers. */
    CACHE_CONTROL_PUBLIC: z
      .string()
      .trim()
      .regex(/^public(, *[a-z-]+(=\d+)?)*$/, 'must be public followed by directives, e.g. public, max-age=5')
      .default('public, max-age=0, s-maxage=30, stale-while-revalidate=60, stale-if-error=86400'),
    /** Cache-Control of rendered pages' 200 and 304 answers: browsers ask again, a CDN keeps them briefly. */
    CACHE_CONTROL_PAGES: z
      .string()
      .trim()
      .regex(/^public(, *[a-z-]+(=\d+)?)*$/, 'must be public followed by directives, e.g. public, max-age=0, s-maxage=10')
      .default('public, max-age=0, s-maxage=10, stale-while-revalidate=60, stale-if-error=86400'),
    /** Over TCP, where this gateway hears content.changed and search index events; none when unset. */
    GATEWAY_EVENTS_PORT: PortSchema.optional(),
    GATEWAY_EVENTS_HOST: z.string().min(1).default('127.0.0.1'),
    // The media store and upload limits (docs/media.md): uploads are written there, /media/ is read from it.
    ...MEDIA_ENV_SHAPE,
    ...MEDIA_POOL_ENV_SHAPE,
    // The ops listener (metrics, liveness, readiness; docs/metrics.md), on a port of its own.
    ...OPS_ENV_SHAPE,
  }),
)
  .superRefine(checkMediaEnv)
  .superRefine((env, ctx) => {
    const { problem } = siteSocialLinks(env);
    if (problem) ctx.addIssue({ code: 'custom', path: ['SOCIAL_URL'], message: problem });
    if (env.RENDERER_URL && !env.RENDERER_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['RENDERER_SECRET'],
        message: 'is required when RENDERER_URL is set (the same value as the renderer)',
      });
  });

export type GatewayEnv = z.infer<typeof GatewayEnvSchema>;
export const GATEWAY_ENV = 'GATEWAY_ENV';

export function serviceEndpoint(env: GatewayEnv, service: ServiceName) {
  const prefix = service.toUpperCase() as Uppercase<ServiceName>;
  return {
    transport: env.TRANSPORT,
    host: env[`${prefix}_SERVICE_HOST`],
    port: env[`${prefix}_SERVICE_PORT`],
    redisUrl: env.REDIS_URL,
  };
}

export { SERVICE_NAMES };
