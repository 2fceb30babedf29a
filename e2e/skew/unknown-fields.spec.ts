import { readlinkSync } from 'node:fs';
import { ServiceClient } from '@livefully/service-kit';
import { expect, test } from '../support/test.js';
import { pidOf } from '../support/run-state.js';
import { SKEW_COMBO, skewRoots } from './combo.js';

/**
 * Run in the services-previous combination only (skew.config.ts): a service of the previous
 * release gets, over Redis, a message from this release's client that carries a field its
 * release does not know, and answers it as it answers the message without.
 */
test(`skew ${SKEW_COMBO}: a content service at N-1 answers a message from N with a field it does not know`, async ({ request }) => {
  // The service that answers runs from the previous release's tree.
  expect(readlinkSync(`/proc/${pidOf('content')}/cwd`)).toBe(skewRoots().services?.content);
  const [post] = ((await (await request.get('/api/blog-posts')).json()) as { data: { slug: string }[] }).data;
  const client = new ServiceClient({ transport: 'redis', host: '127.0.0.1', port: 6379, redisUrl: process.env.SKEW_REDIS_URL }, 5_000);
  try {
    const known = await client.send('content.posts.get', { slug: post!.slug });
    const unknown = await client.send('content.posts.get', { slug: post!.slug, addedInANewerRelease: { by: 'N' } });
    expect(known).toMatchObject({ slug: post!.slug });
    expect(unknown).toEqual(known);
  } finally {
    await client.close();
  }
});
