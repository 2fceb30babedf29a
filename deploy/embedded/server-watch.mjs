// @ts-check
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { REPO_ROOT } from './stack.mjs';

const TSC = join(REPO_ROOT, 'node_modules/typescript/bin/tsc');

/**
 * `tsc -b --watch` over the Node apps: each change is compiled into their dist folders, where
 * `node --watch` picks it up. Only the errors and the count of each compile are told.
 * @param {(part: string, message: string) => void} say
 */
export function watchServer(say) {
  const child = spawn(process.execPath, [TSC, '-b', 'tsconfig.server.json', '--watch', '--preserveWatchOutput', '--pretty', 'false'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  createInterface({ input: /** @type {import('node:stream').Readable} */ (child.stdout) }).on('line', (line) => {
    const text = line.replace(/^\S+ \S+ - /, '').trim();
    if (/error TS\d+/.test(text)) say('server build', text);
    else if (/^Found \d+ errors?\./.test(text)) say('server build', text.startsWith('Found 0 errors') ? 'compiled' : text);
  });
  return {
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    },
  };
}
