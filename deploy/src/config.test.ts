import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { runnerEnv, stackOptions } from '../embedded/config.mjs';

/** The runner's mail settings: where the local MailDev listens, or the relay that replaces it. */
const MAIL_VARIABLES = ['MAIL_SMTP_PORT', 'MAIL_WEB_PORT', 'SMTP_URL', 'MAIL_FROM'];
/** Where the site is reached: its port and bind address, its public origin, and whether it may face the network. */
const SITE_VARIABLES = ['PORT', 'HOST', 'PUBLIC_ORIGIN', 'ALLOW_EMULATOR_ON_NETWORK'];
const saved = Object.fromEntries([...MAIL_VARIABLES, ...SITE_VARIABLES].map((name) => [name, process.env[name]]));

afterEach(() => {
  for (const name of [...MAIL_VARIABLES, ...SITE_VARIABLES]) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

const noEvents = () => {};
const siteDefaults = () => {
  for (const name of SITE_VARIABLES) delete process.env[name];
};

/** The runner's configuration step alone, in a process of its own, as `npm start` runs it. */
function startWith(env: Record<string, string>) {
  const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SITE_VARIABLES.includes(name)));
  return spawnSync(
    process.execPath,
    ['--input-type=module', '-e', "const { runnerEnv } = await import('./deploy/embedded/config.mjs'); runnerEnv('start');"],
    { env: { ...clean, ...env }, encoding: 'utf8' },
  );
}

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
    const result = startWith({ SMTP_URL: 'http://relay.example', MAIL_WEB_PORT: 'eighty', MAIL_FROM: 'Live Fully' });
    expect(result.status).toBe(78);
    expect(result.stderr).toMatch(
      /^start: invalid configuration: .*MAIL_WEB_PORT: .*SMTP_URL: must be an smtp:\/\/ or smtps:\/\/ URL.*MAIL_FROM: must be an address/m,
    );
  });
});

describe('the public origin the runner hands the gateway, the renderer and engage', () => {
  it('is the site on this machine at PORT unless set', () => {
    siteDefaults();
    expect(stackOptions(runnerEnv('test'), noEvents).publicOrigin).toBe('http://localhost:8080');
    process.env.PORT = '9123';
    expect(stackOptions(runnerEnv('test'), noEvents)).toMatchObject({ port: 9123, publicOrigin: 'http://localhost:9123' });
  });

  it('is PUBLIC_ORIGIN when set, as an origin', () => {
    siteDefaults();
    process.env.PORT = '9123';
    process.env.PUBLIC_ORIGIN = 'https://LiveFully.Example/';
    expect(stackOptions(runnerEnv('test'), noEvents).publicOrigin).toBe('https://livefully.example');
  });

  it('stops the runner on a PUBLIC_ORIGIN with a path', () => {
    const result = startWith({ PUBLIC_ORIGIN: 'https://livefully.example/blog' });
    expect(result.status).toBe(78);
    expect(result.stderr).toMatch(/^start: invalid configuration: PUBLIC_ORIGIN: must be an origin alone/m);
  });
});

describe('the runner on a network address while the Auth Emulator signs people in', () => {
  it.each(['127.0.0.1', '127.0.0.2', '::1', 'localhost'])('starts quietly bound to %s', (host) => {
    const result = startWith({ HOST: host });
    expect([result.status, result.stderr]).toEqual([0, '']);
  });

  it.each(['0.0.0.0', '::', '192.0.2.2'])('refuses %s in one line that names the setting allowing it', (host) => {
    const result = startWith({ HOST: host });
    expect(result.status).toBe(78);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^start: invalid configuration: HOST: .*Auth Emulator.*set ALLOW_EMULATOR_ON_NETWORK=true/);
  });

  it('starts with ALLOW_EMULATOR_ON_NETWORK=true, warning that sign-in works on this machine only', () => {
    const result = startWith({ HOST: '0.0.0.0', ALLOW_EMULATOR_ON_NETWORK: 'true' });
    expect(result.status).toBe(0);
    expect(result.stderr).toMatch(/^start: warning: HOST=0\.0\.0\.0 with ALLOW_EMULATOR_ON_NETWORK=true: .*from this machine only/);
  });

  it('refuses a value of the setting that is not true or false', () => {
    const result = startWith({ HOST: '0.0.0.0', ALLOW_EMULATOR_ON_NETWORK: 'yes' });
    expect(result.status).toBe(78);
    expect(result.stderr).toMatch(/ALLOW_EMULATOR_ON_NETWORK: must be true or false/);
  });
});
