// @ts-check
import { z } from 'zod';
import { BlockList, isIPv6 } from 'node:net';
import { join } from 'node:path';
import { LOG_MAX_FILES, LOG_MAX_SIZE, LOG_SIZE_PATTERN } from './logs.mjs';
import { DEFAULT_MAIL_FROM, REPO_ROOT, siteUrl } from './stack.mjs';

/** The setting that lets the runner open the site to the network while the Auth Emulator signs people in. */
const ALLOW_EMULATOR_ON_NETWORK = 'ALLOW_EMULATOR_ON_NETWORK';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');
/** Whether a bind address keeps the gateway to this machine. @param {string} host */
const isLoopbackHost = (host) => host === 'localhost' || LOOPBACK.check(host, isIPv6(host) ? 'ipv6' : 'ipv4');

/** The runner's own settings (`npm start`, `npm run dev`); each service validates its own on top of these. */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(8080),
  // The gateway's listen address; the rest of the stack listens on 127.0.0.1 only.
  HOST: z.union([z.ipv4(), z.ipv6(), z.literal('localhost')], 'an IP address to bind, e.g. 0.0.0.0').default('127.0.0.1'),
  // The Auth Emulator signs nothing: a HOST other machines reach is refused unless this says so (docs/embedded-network.md).
  [ALLOW_EMULATOR_ON_NETWORK]: z.enum(['true', 'false'], 'must be true or false').default('false'),
  // The site's origin as visitors reach it, for the crawl files, the rendered pages and the mails; the URL of PORT on this machine unless set.
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'must be an http or https origin, e.g. https://livefully.example' })
    .refine(
      (value) => !URL.canParse(value) || new URL(value).href === `${new URL(value).origin}/`,
      'must be an origin alone, without a path',
    )
    .transform((value) => new URL(value).origin)
    .optional(),
  SERVICE_PORT_BASE: z.coerce.number().int().min(1).max(65000).default(4000),
  // Each process's ops listener (metrics, health; docs/metrics.md): the gateway here, the services
  // and the renderer after it, in the order of their own ports. SERVICE_PORT_BASE + 100 unless set.
  OPS_PORT_BASE: z.coerce.number().int().min(1).max(65000).optional(),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(5433),
  DATA_DIR: z.string().default(join(REPO_ROOT, '.data')),
  DATABASE_URL: z.url().optional(),
  TRANSPORT: z.enum(['tcp', 'redis']).default('tcp'),
  REDIS_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED: z.enum(['true', 'false']).default('true'),
  // The seed's images through the upload pipeline into the media library (about 1.5 s an image, first seed only).
  SEED_IMAGES: z.enum(['true', 'false']).default('true'),
  AUTH_EMULATOR_PORT: z.coerce.number().int().min(1).max(65000).default(9099),
  FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^demo-[a-z0-9-]+$/, 'the embedded mode needs a demo- project id')
    .default('demo-livefully'),
  ADMIN_EMAILS: z.string().default(''),
  // The local MailDev's SMTP server and web inbox; both unused when SMTP_URL names a relay.
  MAIL_SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(1025),
  MAIL_WEB_PORT: z.coerce.number().int().min(1).max(65535).default(1080),
  // A real relay for the site's mail (smtp://user:pass@host:587, smtps://…:465) instead of the local MailDev.
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@relay.example:587' })
    .optional(),
  // As the engage service checks it (MAIL_ENV_SHAPE), so a bad one stops the runner, not engage's every start.
  MAIL_FROM: z
    .string()
    .trim()
    .regex(
      /^(?:[^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/,
      'must be an address, or a name and an address: Live Fully <hello@example.org>',
    )
    .default(DEFAULT_MAIL_FROM),
  // Each part's log rotates at this size, keeping this many rotated files (logrotate style).
  LOG_MAX_SIZE: z.string().trim().regex(LOG_SIZE_PATTERN, 'a size such as 10M, 512K, 1G or a number of bytes').default(LOG_MAX_SIZE),
  LOG_MAX_FILES: z.coerce.number().int().min(1).max(100).default(LOG_MAX_FILES),
  // `npm run dev` only: the shell's dev server; the four remotes take the next four ports.
  WEB_DEV_PORT: z.coerce.number().int().min(1).max(65530).default(3000),
});

/** A HOST other machines reach only with ALLOW_EMULATOR_ON_NETWORK: sign-in is the Auth Emulator, whose tokens anyone can write. */
const RunnerEnvSchema = EnvSchema.superRefine((env, ctx) => {
  if (isLoopbackHost(env.HOST) || env[ALLOW_EMULATOR_ON_NETWORK] === 'true') return;
  ctx.addIssue({
    code: 'custom',
    path: ['HOST'],
    message:
      `${env.HOST} opens the site to other machines, and sign-in is the Auth Emulator, whose unsigned tokens anyone could write; ` +
      `bind 127.0.0.1, or set ${ALLOW_EMULATOR_ON_NETWORK}=true to open the pages anyway (sign-in then works from this machine only)`,
  });
});

/** @typedef {z.infer<typeof EnvSchema>} RunnerEnv */

/**
 * The environment, validated; a bad one ends the process with one line naming every problem.
 * @param {string} command the runner's name in that line
 * @returns {RunnerEnv}
 */
export function runnerEnv(command) {
  const parsed = RunnerEnvSchema.safeParse(process.env);
  if (!parsed.success) {
    console.error(`${command}: invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    process.exit(78);
  }
  const warning = networkWarning(parsed.data);
  if (warning) console.warn(`${command}: warning: ${warning}`);
  return parsed.data;
}

/**
 * What an operator who opened the site to the network with the Auth Emulator must know, or
 * nothing when the gateway stays on this machine.
 * @param {RunnerEnv} env
 * @returns {string | undefined}
 */
function networkWarning(env) {
  if (isLoopbackHost(env.HOST)) return undefined;
  return (
    `HOST=${env.HOST} with ${ALLOW_EMULATOR_ON_NETWORK}=true: other machines reach the site, and sign-in is the Auth Emulator, ` +
    'whose tokens anyone can write; the gateway takes them from this machine only, so elsewhere nobody can sign in or reach the admin area'
  );
}

/**
 * The startStack options the environment sets.
 * @param {RunnerEnv} env
 * @param {(part: string, message: string) => void} onEvent
 * @returns {import('./stack.mjs').StackOptions}
 */
export function stackOptions(env, onEvent) {
  return {
    dataDir: env.DATA_DIR,
    port: env.PORT,
    host: env.HOST,
    publicOrigin: env.PUBLIC_ORIGIN ?? siteUrl(env.HOST, env.PORT),
    servicePortBase: env.SERVICE_PORT_BASE,
    opsPortBase: env.OPS_PORT_BASE,
    pgPort: env.EMBEDDED_PG_PORT,
    transport: env.TRANSPORT,
    redisUrl: env.REDIS_URL,
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    seed: env.SEED === 'true',
    seedImages: env.SEED_IMAGES === 'true',
    authEmulatorPort: env.AUTH_EMULATOR_PORT,
    mailSmtpPort: env.MAIL_SMTP_PORT,
    mailWebPort: env.MAIL_WEB_PORT,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    firebaseProjectId: env.FIREBASE_PROJECT_ID,
    adminEmails: env.ADMIN_EMAILS,
    logMaxSize: env.LOG_MAX_SIZE,
    logMaxFiles: env.LOG_MAX_FILES,
    onEvent,
  };
}

/** One line per part, its name in a column. @param {string} part @param {string} message */
export const say = (part, message) => console.log(`${part.padEnd(14)} ${message}`);
