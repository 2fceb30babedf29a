import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { describeError, METRIC_PREFIX, SERVICE_CONFIG, SERVICE_METRICS } from '@livefully/service-kit';
import { Gauge, type Registry } from 'prom-client';
import type { EngageConfig } from '../config/engage.config.js';
import { JobQueue, QUEUES } from './job-queue.js';

/** The states a job waits or fails in: what an operator watches (completed and cancelled jobs are history). */
export const WATCHED_STATES = ['created', 'retry', 'active', 'failed'] as const;
export interface QueueCount {
  queue: string;
  state: string;
  jobs: number;
}

/** How long a scrape waits for the count: a database that hangs must not hold the whole scrape. */
const COUNT_TIMEOUT_MS = 2_000;

/**
 * `livefully_queue_jobs{queue,state}`, counted by `count` at each scrape: every queue of the
 * service in every watched state (0 when it has none). When the count fails (the database is
 * down) the gauge has no series for that scrape, and readiness says why.
 */
export function registerQueueJobs(
  registry: Registry,
  count: () => Promise<QueueCount[]>,
  onError: (error: unknown) => void = () => {},
): void {
  new Gauge({
    name: `${METRIC_PREFIX}queue_jobs`,
    help: "Jobs of engage's pg-boss queues by state (created, retry, active, failed), counted at each scrape.",
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      this.reset();
      let counts: QueueCount[];
      try {
        counts = await withTimeout(count(), COUNT_TIMEOUT_MS);
      } catch (error) {
        onError(error);
        return;
      }
      for (const queue of Object.values(QUEUES)) for (const state of WATCHED_STATES) this.set({ queue, state }, 0);
      for (const { queue, state, jobs } of counts) this.set({ queue, state }, jobs);
    },
  });
}

/** Registers the queue gauge in the service's metrics, counting pg-boss's job table. */
@Injectable()
export class QueueMetrics implements OnModuleInit {
  private readonly logger = new Logger('QueueMetrics');

  constructor(
    @Inject(SERVICE_METRICS) private readonly registry: Registry,
    @Inject(SERVICE_CONFIG) private readonly config: EngageConfig,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    registerQueueJobs(
      this.registry,
      () => this.count(),
      (error) => this.logger.warn(`queue metrics: ${describeError(error)}`),
    );
  }

  /** One grouped count over pg-boss's job table (its schema next to engage's), for our queues only. */
  private async count(): Promise<QueueCount[]> {
    await this.jobs.start();
    const schema = `${this.config.DB_SCHEMA}_jobs`;
    const { rows } = await this.jobs.boss.getDb().executeSql(
      `SELECT name AS queue, state::text AS state, count(*)::int AS jobs FROM "${schema}".job
         WHERE name = ANY($1) AND state::text = ANY($2) GROUP BY name, state`,
      [Object.values(QUEUES), [...WATCHED_STATES]],
    );
    return rows as QueueCount[];
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the count took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
