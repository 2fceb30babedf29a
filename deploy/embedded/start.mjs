// @ts-check
import { buildServer, buildWeb } from './build.mjs';
import { runnerEnv, say, stackOptions } from './config.mjs';
import { stopOnSignals } from './signals.mjs';
import { relayName, startStack } from './stack.mjs';

/** `npm start`: builds what changed, then runs the whole site from the built apps on one origin. */
const env = runnerEnv('start');

try {
  buildServer((line) => console.log(line));
  buildWeb((line) => console.log(line));
} catch (error) {
  console.error(`start: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}

let stack;
try {
  stack = await startStack(stackOptions(env, say));
} catch (error) {
  console.error(`start: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}

say('site', `${stack.url}  (logs in ${stack.logDir}; Ctrl-C stops everything)`);
say(
  'mail',
  stack.mailInboxUrl ? `${stack.mailInboxUrl}  (the inbox of every mail the site sends)` : `sent through ${relayName(stack.smtpUrl)}`,
);
stopOnSignals(() => stack.stop());
