import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { runnerEnv, stackOptions } from '../embedded/config.mjs';

/** The runner's mail settings: where the local MailDev listens, or the relay that replaces it. */
const MAIL_VARIABLES = ['MAIL_SMTP_PORT', 'MAIL_WEB_PORT', 'SMTP_URL', 'MAIL_FROM'];
const saved = Object.fromEntries(MAIL_VARIABLES.map((name) => [name, process.env[name]]));

afterEach(() => {
  for (const name of MAIL_VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

const noEvents = () => {};

describe('the runner mail settings', () => {
  it('run a local MailDev on 1025 and 1080 unless told otherwise', () => {
    for (const name of MAIL_VARIABLES) delete process.env[name];
    const options = stackOptions(runnerEnv('test'), noEvents);
    expect(options).toMatchObject({ mailSmtpPort: 1025, mailWebPort: 1080, mailFrom: 'Live Fully <hello@livefully.localhost>' });
    expect(options.smtpUrl).toBeUndefined();
  });

  it('take the ports, a relay and the sender from the environment', () => {
    process.env.MAIL_SMTP_PORT = '2525';
    process.env.MAIL_WEB_PORT = '2580';
    process.env.SMTP_URL = 'smtps://site:secret@smtp.relay.example:465';
    process.env.MAIL_FROM = 'Live Fully <hello@livefully.example>';
    expect(stackOptions(runnerEnv('test'), noEvents)).toMatchObject({
      mailSmtpPort: 2525,
      mailWebPort: 2580,
      smtpUrl: 'smtps://site:secret@smtp.relay.example:465',
      mailFrom: 'Live Fully <hello@livefully.example>',
    });
  });

  it('stop the runner with one line naming a relay that is not SMTP, a bad port and a sender without an address', () => {
    const result = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "const { runnerEnv } = await import('./deploy/embedded/config.mjs'); runnerEnv('start');"],
      { env: { ...process.env, SMTP_URL: 'http://relay.example', MAIL_WEB_PORT: 'eighty', MAIL_FROM: 'Live Fully' }, encoding: 'utf8' },
    );
    expect(result.status).toBe(78);
    expect(result.stderr).toMatch(
      /^start: invalid configuration: .*MAIL_WEB_PORT: .*SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL.*MAIL_FROM: must be an address/m,
    );
  });
});
