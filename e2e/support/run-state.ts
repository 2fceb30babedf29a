import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

type PgClient = {
  connect(): Promise<void>;
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  end(): Promise<void>;
};
// pg ships no types; the tests need only these three calls.
const { Client } = createRequire(import.meta.url)('pg') as { Client: new (options: { connectionString: string }) => PgClient };

/** A file the runner wrote for the e2e stack (pid files, database.url); see global-setup.ts. */
export function runFile(name: string): string {
  const runDir = process.env.E2E_RUN_DIR;
  if (!runDir) throw new Error('E2E_RUN_DIR is not set by global setup');
  return readFileSync(join(runDir, name), 'utf8').trim();
}

/** The pid of one part of the stack, to pause (SIGSTOP) or stop it in a test. */
export function pidOf(part: string): number {
  return Number(runFile(`${part}.pid`));
}

/**
 * The web address of the e2e stack's mail inbox (MailDev): every mail the site sends in the
 * run lands there. Read it with deploy/maildev/inbox.mjs: `waitForMail(mailInboxUrl(), (m) =>
 * m.to.includes(address))`, `listMail`, `clearInbox`, `linksOf`.
 */
export function mailInboxUrl(): string {
  return process.env.E2E_MAIL_INBOX_URL ?? runFile('mail-inbox.url');
}

/** Reads the stack's own database, to check that what the site accepted was stored. */
export async function query(sql: string, params: unknown[] = []) {
  const client = new Client({ connectionString: runFile('database.url') });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}
