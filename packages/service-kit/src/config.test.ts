import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, parseConfig, PortSchema } from './config.js';
import { requireRedisUrl, ServiceTransportEnvSchema } from './transport.js';

const Schema = requireRedisUrl(ServiceTransportEnvSchema.extend({ SERVICE_PORT: PortSchema.default(4001), DATABASE_URL: z.url() }));

describe('parseConfig', () => {
  it('applies defaults to a valid environment', () => {
    expect(parseConfig(Schema, { DATABASE_URL: 'postgres://x@h/db' })).toMatchObject({
      TRANSPORT: 'tcp',
      SERVICE_PORT: 4001,
      SERVICE_HOST: '127.0.0.1',
    });
  });

  it('names every bad or missing variable in one line', () => {
    let message = '';
    try {
      parseConfig(Schema, { TRANSPORT: 'redis', SERVICE_PORT: 'eighty' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message.split('\n')).toHaveLength(1);
    for (const variable of ['SERVICE_PORT', 'DATABASE_URL', 'REDIS_URL']) expect(message).toContain(`${variable}:`);
  });
});
