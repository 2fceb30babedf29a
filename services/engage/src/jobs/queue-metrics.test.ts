import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { registerQueueJobs } from './queue-metrics.js';

describe("engage's queue gauge", () => {
  it('reports every queue in every watched state at each scrape, 0 where the count has none', async () => {
    const registry = new Registry();
    let counts = [{ queue: 'engage-delivery', state: 'created', jobs: 120 }];
    registerQueueJobs(registry, async () => counts);
    const first = await registry.metrics();
    expect(first).toContain('livefully_queue_jobs{queue="engage-delivery",state="created"} 120');
    expect(first).toContain('livefully_queue_jobs{queue="engage-confirmation",state="failed"} 0');
    expect(first).toContain('livefully_queue_jobs{queue="engage-staff-notice",state="created"} 0');
    // Four queues × four watched states.
    expect(first.match(/^livefully_queue_jobs\{/gm)).toHaveLength(16);
    counts = [{ queue: 'engage-delivery', state: 'failed', jobs: 2 }];
    const second = await registry.metrics();
    expect(second).toContain('livefully_queue_jobs{queue="engage-delivery",state="created"} 0');
    expect(second).toContain('livefully_queue_jobs{queue="engage-delivery",state="failed"} 2');
  });

  it('drops its series, not the scrape, when the count fails', async () => {
    const registry = new Registry();
    const errors: unknown[] = [];
    let failing = false;
    registerQueueJobs(
      registry,
      async () => {
        if (failing) throw new Error('connection refused');
        return [];
      },
      (error) => errors.push(error),
    );
    expect(await registry.metrics()).toMatch(/^livefully_queue_jobs\{/m);
    failing = true;
    expect(await registry.metrics()).not.toMatch(/^livefully_queue_jobs\{/m);
    expect(errors).toHaveLength(1);
  });
});
