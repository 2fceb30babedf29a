import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { GatewayEnvSchema } from '../../gateway/src/config/env.js';
import { databaseEnvSchema } from '../../packages/service-kit/src/service-env.js';
import { ContentConfigSchema, MigrateConfigSchema } from '../../services/content/src/config/content.config.js';
import { EngageConfigSchema } from '../../services/engage/src/config/engage.config.js';
import { IdentityConfigSchema } from '../../services/identity/src/config/identity.config.js';
import { SearchConfigSchema } from '../../services/search/src/config/search.config.js';
import { environmentOf, find, OVERLAYS, podSpecOf, render } from './render.js';

/**
 * Each process's environment as the kubelet would make it from the rendered overlay (its
 * ConfigMaps, the Secrets made from the overlay's examples, `$(VAR)` expanded), read by the
 * process's own configuration schema: a missing, misspelt or malformed variable fails here,
 * not at the first start in a cluster.
 */
const OPERATOR_SECRETS = {
  // As CloudNativePG writes it for the Cluster's owner.
  'livefully-db-app': { uri: 'postgresql://livefully:generated@livefully-db-rw.livefully:5432/livefully' },
};

const APPS: [string, z.ZodType][] = [
  ['gateway', GatewayEnvSchema],
  ['content', ContentConfigSchema],
  ['search', SearchConfigSchema],
  ['engage', EngageConfigSchema],
  ['identity', IdentityConfigSchema],
];

const JOBS: [string, z.ZodType][] = [
  ['content-migrate', MigrateConfigSchema],
  ['engage-migrate', databaseEnvSchema('engage')],
  ['identity-migrate', databaseEnvSchema('identity')],
];

describe.each(OVERLAYS)('the %s overlay', (overlay) => {
  const objects = () => render(`overlays/${overlay}`).objects;
  const envOf = (kind: string, name: string, container?: string) => {
    const pod = podSpecOf(find(objects(), kind, name));
    const chosen = container ? pod.containers.find((c: any) => c.name === container) : pod.containers[0];
    return environmentOf(chosen, objects(), OPERATOR_SECRETS);
  };

  it.each(APPS)('gives %s an environment its configuration schema accepts, over Redis', (name, schema) => {
    const env = envOf('Deployment', name, name);
    const result = schema.safeParse(env);
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data).toMatchObject({ TRANSPORT: 'redis', REDIS_URL: expect.stringMatching(/^redis:\/\/:[^@$]+@redis:6379$/) });
  });

  it.each(APPS.filter(([name]) => name !== 'search'))('%s reads its share of the data with the cluster settings', (name) => {
    const env = envOf('Deployment', name, name);
    if (name === 'gateway') {
      expect(env).toMatchObject({ SERVE_WEB: 'false', RENDERER_URL: 'http://renderer:8090', MEDIA_STORE: 's3' });
    } else {
      expect(env.DATABASE_URL).toMatch(/@livefully-db-rw\./);
    }
  });

  it('search uses Elasticsearch with its own user', () => {
    const env = envOf('Deployment', 'search', 'search');
    expect(SearchConfigSchema.parse(env)).toMatchObject({ SEARCH_ENGINE: 'elasticsearch' });
    expect(new URL(env.ELASTICSEARCH_URL ?? '')).toMatchObject({ username: 'livefully-search', host: 'livefully-es-http:9200' });
  });

  it.each(JOBS)('gives the %s Job an environment its schema accepts', (name, schema) => {
    const result = schema.safeParse(envOf('Job', name));
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it("gives the renderer the gateway, the assets, the public origin and the gateway's renderer secret", () => {
    const env = envOf('Deployment', 'renderer', 'renderer');
    expect(env).toMatchObject({ GATEWAY_URL: 'http://gateway:8080', ASSETS_URL: 'http://web:8081', RENDERER_HOST: '0.0.0.0' });
    expect(new URL(env.PUBLIC_ORIGIN ?? '').protocol).toBe('https:');
    expect(env.RENDERER_SECRET?.length).toBeGreaterThanOrEqual(32);
    expect(env.RENDERER_SECRET).toBe(envOf('Deployment', 'gateway', 'gateway').RENDERER_SECRET);
  });

  it.each([
    ['backup-postgres', ['DATABASE_URL', 'BACKUP_KEEP']],
    ['backup-elasticsearch', ['ELASTICSEARCH_URL', 'ELASTICSEARCH_SNAPSHOT_REPOSITORY']],
  ])('gives the %s CronJob what the backup image reads', (name, own) => {
    const env = envOf('CronJob', name);
    for (const variable of [
      ...own,
      'BACKUP_S3_ENDPOINT',
      'BACKUP_S3_REGION',
      'BACKUP_S3_BUCKET',
      'BACKUP_S3_ACCESS_KEY_ID',
      'BACKUP_S3_SECRET_ACCESS_KEY',
    ]) {
      expect(env[variable], variable).toBeTruthy();
    }
  });

  it('gives every Node process the ops listener on 9464 for all interfaces', () => {
    for (const name of ['gateway', 'renderer', 'content', 'search', 'engage', 'identity']) {
      expect(envOf('Deployment', name, name), name).toMatchObject({ OPS_PORT: '9464', OPS_HOST: '0.0.0.0' });
    }
  });
});
