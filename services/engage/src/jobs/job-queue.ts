import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { describeError, SERVICE_CONFIG } from '@livefully/service-kit';
import { PgBoss, type Job, type JobInsert } from 'pg-boss';
import type { EntityManager } from 'typeorm';
import type { EngageConfig } from '../config/engage.config.js';
import { RETRY_DELAY_MAX_SECONDS } from './retry-delay.js';

/** The engage service's queues: a confirmation mail, a mailing's delivery, a test mail, a staff notice. */
export const QUEUES = {
  confirmation: 'engage-confirmation',
  delivery: 'engage-delivery',
  test: 'engage-mailing-test',
  staffNotice: 'engage-staff-notice',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export type JobHandler<T> = (job: Job<T>) => Promise<void>;

/** How long one run of a job may take before the queue gives it up: a hung send, never a slow one. */
export const JOB_RUN_LIMIT_SECONDS = 300;

/**
 * The durable job queue: pg-boss, in PostgreSQL (which both ways of running have), in a schema
 * of its own next to the engage tables. Jobs are inserted in the same transaction as the rows
 * they are about, so a row never lacks its job (docs/mail.md, "Sending through the queue").
 *
 * Each worker holds one job at a time, MAIL_CONCURRENCY of them per process. A job's claim is
 * a lease of MAIL_LEASE_SECONDS that the worker renews every third of it (pg-boss's job
 * heartbeat): a job whose worker died is taken back within the lease, one whose worker is alive
 * is never taken back however long its send takes, up to JOB_RUN_LIMIT_SECONDS. A failed job
 * is retried with exponential backoff, MAIL_RETRY_LIMIT times: from MAIL_RETRY_DELAY_SECONDS
 * for the confirmation and test mails (a relay that is down), from 1 s for a delivery, whose
 * relay failures the delivery worker schedules itself, so that here only a worker that died or
 * lost the database is retried, at once.
 */
@Injectable()
export class JobQueue implements OnApplicationShutdown {
  private readonly logger = new Logger('JobQueue');
  readonly boss: PgBoss;
  private started: Promise<void> | undefined;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: EngageConfig) {
    this.boss = new PgBoss({
      connectionString: config.DATABASE_URL,
      schema: `${config.DB_SCHEMA}_jobs`,
      max: 4,
      application_name: 'engage-jobs',
      // A job whose heartbeat stopped is noticed within a third of the lease (pg-boss looks for
      // them as often as the longer of the two intervals).
      superviseIntervalSeconds: this.heartbeatEvery(),
      monitorIntervalSeconds: this.heartbeatEvery(),
    });
    this.boss.on('error', (error) => this.logger.warn(`job queue: ${describeError(error)}`));
  }

  /** Starts the queue (once) and makes sure every queue exists with its policy. */
  start(): Promise<void> {
    this.started ??= (async () => {
      await this.boss.start();
      for (const name of Object.values(QUEUES)) {
        const policy = this.policy(name);
        if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, policy);
        else await this.boss.createQueue(name, policy);
      }
    })();
    return this.started;
  }

  private policy(name: QueueName) {
    const retryDelay = name === QUEUES.delivery ? 1 : this.config.MAIL_RETRY_DELAY_SECONDS;
    return {
      retryLimit: this.config.MAIL_RETRY_LIMIT,
      retryDelay,
      retryBackoff: true,
      retryDelayMax: RETRY_DELAY_MAX_SECONDS,
      heartbeatSeconds: this.config.MAIL_LEASE_SECONDS,
      expireInSeconds: JOB_RUN_LIMIT_SECONDS,
    };
  }

  /** Every third of the lease, in seconds. */
  private heartbeatEvery(): number {
    return this.config.MAIL_LEASE_SECONDS / 3;
  }

  /**
   * Runs `handler` for each job of the queue (a job it throws for is retried) in MAIL_CONCURRENCY
   * workers, each holding one job at a time: a process that dies held at most that many.
   */
  async work<T extends object>(name: QueueName, handler: JobHandler<T>): Promise<void> {
    await this.start();
    for (let n = 0; n < this.config.MAIL_CONCURRENCY; n += 1) {
      const worker: string = await this.boss.work<T>(
        name,
        { batchSize: 1, pollingIntervalSeconds: 0.5, heartbeatRefreshSeconds: this.heartbeatEvery() },
        async ([job]) => {
          try {
            if (job) await handler(job);
          } finally {
            // A worker that found a job asks for the next at once rather than after the polling
            // interval, so a large mailing keeps moving; one that finds none waits.
            this.boss.notifyWorker(worker);
          }
        },
      );
    }
  }

  /** Queues jobs inside the caller's transaction: they exist exactly when its rows do. */
  async insert(
    manager: EntityManager,
    name: QueueName,
    jobs: Pick<JobInsert, 'id' | 'data' | 'singletonKey' | 'startAfter'>[],
  ): Promise<void> {
    if (jobs.length === 0) return;
    await this.start();
    const runner = manager.queryRunner;
    if (!runner) throw new Error('JobQueue.insert needs a transaction');
    const db = {
      executeSql: async (text: string, values?: unknown[]) => {
        const result = await runner.query(text, values, true);
        return { rows: result.records as unknown[] };
      },
    };
    for (let from = 0; from < jobs.length; from += 500) {
      await this.boss.insert(name, jobs.slice(from, from + 500), { db });
    }
  }

  /**
   * Queues one job on its own (a test mail: nothing to keep it consistent with). With an id, the
   * same request received by several replicas (Redis) queues it once.
   */
  async send(name: QueueName, data: object, id?: string): Promise<void> {
    await this.start();
    await this.boss.send(name, data, id ? { id } : {});
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.started) return;
    await this.started.catch(() => {});
    await this.boss.stop({ graceful: true, timeout: 5_000 }).catch(() => {});
  }
}
