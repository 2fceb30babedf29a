import { Logger } from '@nestjs/common';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseConfig } from '@livefully/service-kit';
import { ContentConfigSchema } from '../config/content.config.js';
import { freePort } from '@livefully/service-kit/testing';
import { ContentEventsPublisher } from './content-events.publisher.js';
import { deleted, upserted } from './content-notice.js';

const ID = '00000000-0000-4000-8000-000000000001';

afterEach(() => vi.restoreAllMocks());

describe('ContentEventsPublisher while the search service is down', () => {
  it('returns at once and writes one warn line for the whole batch', async () => {
    const warn = vi.spyOn(Logger.prototype, 'warn').mockImplementation(() => {});
    const config = parseConfig(ContentConfigSchema, {
      DATABASE_URL: 'postgres://x@127.0.0.1/db',
      SEARCH_SERVICE_PORT: String(await freePort()),
      EVENT_TIMEOUT_MS: '300',
    });
    const publisher = new ContentEventsPublisher(config);
    const started = performance.now();
    publisher.publish([upserted('post', ID), deleted('topic', ID)]);
    expect(performance.now() - started).toBeLessThan(50);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1), { timeout: 2_000 });
    expect(warn.mock.calls[0]![0]).toMatch(
      /^content\.changed: 2 of 2 event\(s\) not delivered to the search service \(.*ECONNREFUSED.*\); the search service repairs its index when it starts$/,
    );
    await publisher.onApplicationShutdown();
  });

  it('sends nothing for an empty batch', async () => {
    const warn = vi.spyOn(Logger.prototype, 'warn').mockImplementation(() => {});
    const publisher = new ContentEventsPublisher(parseConfig(ContentConfigSchema, { DATABASE_URL: 'postgres://x@127.0.0.1/db' }));
    publisher.publish([]);
    await publisher.onApplicationShutdown();
    expect(warn).not.toHaveBeenCalled();
  });
});
