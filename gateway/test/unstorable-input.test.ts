import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_OPERATIONS, ErrorCode, isHttpOperation, type HttpOperation } from '@livefully/contracts';
import { jpegImage } from '@livefully/service-kit/media/testing';
import { REPO_ROOT, startStack } from '../../deploy/embedded/stack.mjs';
import { signInWithGoogle } from '../../services/identity/src/testing/auth-emulator.js';
import { call as httpCall, type Answer } from './http-call.js';
import { RECORD_ENTRY, textFields, type FieldPath, type TextField } from './request-fields.js';
import { sampleRequests, type SampleRequest } from './request-samples.js';
import { urlText } from './url-text.js';

/**
 * No text a caller sends makes a 500. Every routed operation of the table (the services' and the
 * gateway's own), every text field of its request as the operation takes it (path, query, JSON
 * body), is sent a NUL and a lone surrogate against the whole site as `npm start` runs it: the
 * four services, PostgreSQL, the Auth Emulator, the gateway, an admin's real token. Everything
 * else in each request is valid and names an item the site has, so a field that no schema
 * checks takes the probe to the service and its database.
 *
 * Ports (below 32768, see vitest.integration.config.ts): the site 25700, the services 25711…
 * 25716, their ops listeners 25810…, PostgreSQL 25730, the Auth Emulator 25740 (+1, +2), MailDev
 * 25750 and 25751.
 */
const PORT = 25_700;
const ADMIN = 'ada.admin@example.com';
const DATA_DIR = join(REPO_ROOT, '.data', 'test', 'unstorable-input');
/** One client sends hundreds of requests here; the limits themselves are tested elsewhere. */
const RATE_LIMITS = [
  'RATE_LIMIT_CONTACT',
  'RATE_LIMIT_EMAIL_SUBSCRIPTIONS',
  'RATE_LIMIT_APP_SUBSCRIPTIONS',
  'RATE_LIMIT_SUBSCRIPTION_LINKS',
  'RATE_LIMIT_READS',
  'RATE_LIMIT_SEARCH',
];

const PROBES = [
  { name: 'a NUL', char: '\u0000' },
  { name: 'a lone surrogate', char: '\ud800' },
] as const;
type Probe = (typeof PROBES)[number];

let stack: Awaited<ReturnType<typeof startStack>>;
let adminToken = '';
let samples: Awaited<ReturnType<typeof sampleRequests>>;
const savedEnv = Object.fromEntries(RATE_LIMITS.map((name) => [name, process.env[name]]));

beforeAll(async () => {
  rmSync(DATA_DIR, { recursive: true, force: true });
  for (const name of RATE_LIMITS) process.env[name] = 'off';
  stack = await startStack({
    dataDir: DATA_DIR,
    port: PORT,
    servicePortBase: 25_710,
    opsPortBase: 25_810,
    pgPort: 25_730,
    authEmulatorPort: 25_740,
    mailSmtpPort: 25_750,
    mailWebPort: 25_751,
    adminEmails: ADMIN,
    seedImages: false,
  });
  adminToken = (await signInWithGoogle(stack.authEmulatorHost, { email: ADMIN, name: 'Ada Admin' })).idToken;
  samples = await sampleRequests(`http://127.0.0.1:${PORT}`, adminToken);
}, 240_000);

afterAll(async () => {
  await stack?.stop();
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
}, 60_000);

const routed = ALL_OPERATIONS.filter(isHttpOperation);

/** The sample with the probe put in one field: as its value, or as the name of a record's entry. */
function probed(sample: SampleRequest, field: TextField, text: string): SampleRequest {
  const request = structuredClone(sample);
  let at: Record<string | number, unknown> = request[field.part];
  const path = field.key ? field.path.slice(0, -1) : field.path;
  for (const [i, step] of path.slice(0, -1).entries()) {
    at[step] ??= typeof path[i + 1] === 'number' ? [] : {};
    at = at[step] as Record<string | number, unknown>;
  }
  if (field.key) (at[path.at(-1)!] as Record<string, unknown>)[text] = 'text';
  else at[path.at(-1)!] = text;
  return request;
}

async function send(op: HttpOperation, request: SampleRequest): Promise<Answer> {
  const path = op.http.path.replace(/:(\w+)/g, (_, name: string) => urlText(request.params[name] ?? ''));
  const query = Object.entries(request.query)
    .map(([name, value]) => `${name}=${urlText(value)}`)
    .join('&');
  const hasBody = op.http.method === 'POST' || op.http.method === 'PUT';
  return httpCall(`http://127.0.0.1:${PORT}${path}${query ? `?${query}` : ''}`, {
    method: op.http.method,
    token: adminToken,
    ...(hasBody ? { body: request.body } : {}),
  });
}

const startsWith = (path: FieldPath, prefix: FieldPath) => prefix.length > 0 && prefix.every((step, i) => path[i] === step);

/**
 * What is wrong with an answer to a probe, if anything. A 5xx always. A URL cannot carry a lone
 * surrogate (percent-decoding reads its bytes as replacement characters), so there any answer
 * below 500 is the server's reading of other text; everywhere else the probe arrives as sent,
 * and the answer is a 400 whose issues name the field (or, in a record, the record).
 */
function fault(answer: Answer, field: TextField, probe: Probe): string | undefined {
  if (answer.status >= 500) return `${answer.status} ${answer.text.slice(0, 200)}`;
  if (probe.char !== '\u0000' && field.part !== 'body') return undefined;
  if (answer.status !== 400 || answer.body?.code !== ErrorCode.Validation) return `${answer.status} ${answer.text.slice(0, 200)}`;
  const issues = (answer.body.issues ?? []) as { path: FieldPath }[];
  const named = field.renamed ? issues.length > 0 : issues.some((issue) => startsWith(field.path, issue.path));
  return named ? undefined : `400 without an issue for the field: ${answer.text.slice(0, 200)}`;
}

describe('text that cannot be stored, in every field of every route', () => {
  it('finds the text fields of the routes in the table', () => {
    const fields = routed.flatMap((op) => textFields(op).map((field) => `${op.name} ${field.part}.${field.path.join('.')}`));
    expect(fields.length).toBeGreaterThan(100);
    expect(fields).toEqual(
      expect.arrayContaining([
        'listPosts query.q',
        'listPosts query.category',
        'listMedia query.q',
        'listAudit query.actor',
        'createPost body.tags.0',
        `autosavePost body.values.${RECORD_ENTRY}`,
        'downloadPerson params.email',
      ]),
    );
  });

  it.each(PROBES)(
    'answers $name in any of them with a 400 naming the field, never a 5xx',
    async (probe) => {
      const faults: string[] = [];
      for (const op of routed) {
        const fields = textFields(op);
        if (!fields.length) continue;
        const sample = await samples.of(op);
        for (const field of fields) {
          const text = field.key ? `${RECORD_ENTRY}${probe.char}` : `Tea ${probe.char} time`;
          const answer = await send(op, probed(sample, field, text));
          const wrong = fault(answer, field, probe);
          if (wrong)
            faults.push(`${op.http.method} ${op.http.path} ${field.part}.${field.path.join('.')}${field.key ? ' (key)' : ''}: ${wrong}`);
        }
      }
      expect(faults).toEqual([]);
    },
    180_000,
  );

  const upload = async (alt: Buffer) => {
    const image = Buffer.from(await jpegImage(64, 48));
    const response = await fetch(`http://127.0.0.1:${PORT}/api/admin/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${adminToken}`, 'content-type': MULTIPART_TYPE },
      body: new Uint8Array(
        multipart([
          ['alt', alt],
          ['file', image, 'tea.jpg'],
        ]),
      ),
      signal: AbortSignal.timeout(30_000),
    });
    return { status: response.status, body: await response.json() };
  };

  it('refuses a NUL in an upload’s alt text with a 400 naming alt', async () => {
    const answer = await upload(Buffer.from('Tea \u0000 time'));
    expect(answer.status).toBe(400);
    expect(answer.body.issues.map((issue: { path: string[] }) => issue.path)).toEqual([['alt']]);
  });

  it('reads a lone surrogate’s bytes in an upload’s alt text as replacement characters, and stores them', async () => {
    // The WTF-8 bytes of U+D800: a multipart field is bytes, read as UTF-8, so the surrogate never arrives.
    const answer = await upload(Buffer.from([0x54, 0x65, 0x61, 0x20, 0xed, 0xa0, 0x80]));
    expect(answer.status).toBe(201);
    expect(answer.body.data.alt).toBe('Tea \ufffd\ufffd\ufffd');
  });

  it.each(PROBES)('signs in an account whose name holds $name, stored as text the database can hold', async (probe) => {
    const { idToken } = await signInWithGoogle(stack.authEmulatorHost, {
      email: `odd.name.${probe.char === '\u0000' ? 'nul' : 'half'}@example.com`,
      name: `Tea ${probe.char} time`,
    });
    const answer = await httpCall(`http://127.0.0.1:${PORT}/api/auth/me`, { token: idToken });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.data.user.displayName).toBe('Tea \ufffd time');
  });
});

const BOUNDARY = 'unstorable-input-boundary';
const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** A multipart body of the given fields (a third item makes it a file named so), each with its bytes as given. */
function multipart(fields: [string, Buffer, string?][]): Buffer {
  const parts = fields.flatMap(([name, bytes, filename]) => [
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: image/jpeg` : ''}\r\n\r\n`,
    ),
    bytes,
    Buffer.from('\r\n'),
  ]);
  return Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
}
