import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { REPO_ROOT } from '../embedded/stack.mjs';

export interface DevCommand {
  url: string;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * `npm run dev` as a developer runs it, on ports of its own and a fresh data folder, resolving
 * with the site's URL once it says where the site is. stop() is the developer's Ctrl-C: SIGINT
 * to the whole process group.
 */
export async function startDevCommand({
  name,
  basePort,
  timeoutMs,
}: {
  name: string;
  basePort: number;
  timeoutMs: number;
}): Promise<DevCommand> {
  const dataDir = join(REPO_ROOT, '.data', 'test', name);
  rmSync(dataDir, { recursive: true, force: true });
  // Not the test runner's NODE_ENV=test and VITEST_* variables: a developer's shell has none.
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')));
  const child = spawn('npm', ['run', 'dev'], {
    cwd: REPO_ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      DATA_DIR: dataDir,
      PORT: String(basePort),
      SERVICE_PORT_BASE: String(basePort + 10),
      EMBEDDED_PG_PORT: String(basePort + 20),
      AUTH_EMULATOR_PORT: String(basePort + 21), // and the two after it
      WEB_DEV_PORT: String(basePort + 30), // and the four after it
    },
  });
  const lines: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = () => stopGroup(child, exited);
  child.stderr?.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm run dev did not start within ${timeoutMs / 1000}s:\n${lines.join('\n')}`)),
      timeoutMs,
    );
    createInterface({ input: child.stdout! }).on('line', (line) => {
      lines.push(line);
      const site = /^site\s+(http:\/\/\S+)/.exec(line);
      if (site?.[1]) {
        clearTimeout(timer);
        resolve(site[1]);
      }
    });
    void exited.then(() => reject(new Error(`npm run dev exited:\n${lines.join('\n')}`)));
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, output: () => lines.join('\n'), stop };
}

async function stopGroup(child: ChildProcess, exited: Promise<void>) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  process.kill(-child.pid, 'SIGINT');
  const timer = setTimeout(() => process.kill(-child.pid!, 'SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}
