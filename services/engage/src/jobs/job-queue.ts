import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { describeError, SERVICE_CONFIG } from '@livefully/service-kit';
import { PgBoss, type Job, type JobInsert, type JobResult } from 'pg-boss';
import type { EntityManager } from 'typeorm';
import type { EngageConfig } from '../config/engage.config.js';

/** The engage service's queues: a confirmation mail, a mailing's delivery, a test mail. */
export const QUEUES = { confirmation: 'engage-confirmation', delivery: 'engage-delivery', test: 'engage-mailing-test' } as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

export type JobHandler<T> = (job: Job<T>) => Promise<void>;

/**
 * The durable job queue: pg-boss, in PostgreSQL (which both ways of running have), in a schema
 * of its own next to the engage tables. Jobs are retried with exponential backoff
 * (MAIL_RETRY_DELAY_SECONDS doubling, MAIL_RETRY_LIMIT times); a job whose worker died is
 * taken back after MAIL_LEASE_SECONDS and run again. Jobs are inserted in the same
 * transaction as the rows they are about, so a row never lacks its job (docs/mail.md).
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
      // How soon a job whose worker died is noticed: well inside its lease.
      superviseIntervalSeconds: Math.max(1, Math.min(60, Math.floor(config.MAIL_LEASE_SECONDS / 2))),
    });
    this.boss.on('error', (error) => this.logger.warn(`job queue: ${describeError(error)}`));
  }

  /** Starts the queue (once) and makes sure every queue exists with its retry policy. */
  start(): Promise<void> {
    this.started ??= (async () => {
      await this.boss.start();
      const policy = {
        retryLimit: this.config.MAIL_RETRY_LIMIT,
        retryDelay: this.config.MAIL_RETRY_DELAY_SECONDS,
        retryBackoff: true,
        retryDelayMax: 3_600,
        expireInSeconds: this.config.MAIL_LEASE_SECONDS,
      };
      for (const name of Object.values(QUEUES)) {
        if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, policy);
        else await this.boss.createQueue(name, policy);
      }
    })();
    return this.started;
  }

  async work<T extends object>(name: QueueName, handler: JobHandler<T>): Promise<void> {
    await this.start();
    // Batches keep a large mailing moving (a worker polls again at once while batches come back
    // full); each job of a batch is settled on its own, so one refusal does not retry the rest.
    await this.boss.work<
      T,
      unknown,
      { batchSize: number; burstWhenBatchFull: true; perJobResults: true; localConcurrency: number; pollingIntervalSeconds: number }
    >(
      name,
      {
        batchSize: 10,
        burstWhenBatchFull: true,
        perJobResults: true,
        localConcurrency: this.config.MAIL_CONCURRENCY,
        pollingIntervalSeconds: 0.5,
      },
      async (jobs) => {
        const results: JobResult[] = [];
        for (const job of jobs) {
          try {
            await handler(job);
            results.push({ id: job.id, status: 'completed' });
          } catch (error) {
            results.push({ id: job.id, status: 'failed', output: { message: describeError(error) } });
          }
        }
        return results;
      },
    );
  }

  /** Queues jobs inside the caller's transaction: they exist exactly when its rows do. */
  async insert(manager: EntityManager, name: QueueName, jobs: Pick<JobInsert, 'id' | 'data' | 'singletonKey' | 'startAfter'>[]): Promise<void> {
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
