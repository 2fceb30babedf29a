import { spawnSync } from 'node:child_process';
import { existsSync, globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { find, render, REPO_ROOT, requireTools, TOOLS } from './render.js';

/**
 * `docker compose config -q` (compose-config: docker compose's own loader and config steps,
 * deploy/checks/compose-config) of the compose file, with no profile, each profile alone and all
 * of them, as an operator would run it: the variables from `.env.example` (the file that
 * documents them), and a placeholder for each one the compose files require (`${VAR:?…}`) that
 * the example leaves empty. The operator's own `.env` and environment are never read. Then the
 * versions the compose file pins are the ones the Kubernetes manifests run.
 */
const ENV_EXAMPLE = join(REPO_ROOT, '.env.example');

function requiredVariables(): string[] {
  const files = [
    join(REPO_ROOT, 'docker-compose.yml'),
    ...globSync('deploy/compose/*.{yml,yaml}', { cwd: REPO_ROOT }).map((f) => join(REPO_ROOT, f)),
  ];
  const names = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\$\{(\w+):?\?/g)].map((match) => match[1] as string));
  return [...new Set(names)];
}

function exampleValues(): Record<string, string> {
  if (!existsSync(ENV_EXAMPLE)) return {};
  const values: Record<string, string> = {};
  for (const line of readFileSync(ENV_EXAMPLE, 'utf8').split('\n')) {
    const match = /^\s*([A-Za-z_]\w*)=(.*)$/.exec(line);
    if (match) values[match[1] as string] = (match[2] as string).trim();
  }
  return values;
}

function compose(args: string[]): { status: number | null; stdout: string; stderr: string } {
  requireTools();
  const examples = exampleValues();
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp' };
  // At least 32 characters: some of them are keys whose length the services check.
  for (const name of requiredVariables()) if (!examples[name]) env[name] = `compose-check-${name.toLowerCase()}-placeholder-value`;
  const envFile = existsSync(ENV_EXAMPLE) ? ['--env-file', ENV_EXAMPLE] : ['--env-file', '/dev/null'];
  const result = spawnSync(TOOLS.compose, ['--project-directory', REPO_ROOT, ...envFile, ...args], {
    cwd: REPO_ROOT,
    env,
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function profiles(): string[] {
  const result = compose(['--profiles']);
  if (result.status !== 0) throw new Error(result.stderr);
  return result.stdout.split('\n').filter(Boolean);
}

describe('docker compose config', () => {
  it('validates with no profile', () => {
    const result = compose(['-q']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('validates with each profile alone, and with all of them', () => {
    for (const profile of [...profiles(), '*']) {
      const result = compose(['--profile', profile, '-q']);
      expect(result.stderr, profile).toBe('');
      expect(result.status, profile).toBe(0);
    }
  });

  it('fails on a compose file that is not sound (so the checks above mean something)', () => {
    const result = compose(['-f', join(import.meta.dirname, 'fixtures', 'broken-compose.yml'), '-q']);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/depends on undefined service|undefined service/);
  });
});

describe('versions pinned once', () => {
  const images = () => {
    const result = compose(['--profile', '*', '--format', 'json']);
    if (result.status !== 0) throw new Error(result.stderr);
    const services: Record<string, { image?: string }> = JSON.parse(result.stdout).services;
    return (name: string) => {
      const image = services[name]?.image;
      if (!image) throw new Error(`compose has no image for ${name}`);
      return image;
    };
  };
  const base = () => render('base').objects;

  it("Elasticsearch: ECK runs the compose file's version", () => {
    const tag = images()('elasticsearch').split(':').pop();
    expect(find(base(), 'Elasticsearch', 'livefully').spec.version).toBe(tag);
  });

  it("PostgreSQL: CloudNativePG runs the compose file's major", () => {
    const major = (image: string) => /:(\d+)/.exec(image)?.[1];
    expect(major(find(base(), 'Cluster', 'livefully-db').spec.imageName)).toBe(major(images()('postgres')));
  });

  it("Redis: the same image as the compose file's", () => {
    const [container] = find(base(), 'StatefulSet', 'redis').spec.template.spec.containers;
    expect(container.image).toBe(images()('redis'));
  });
});
