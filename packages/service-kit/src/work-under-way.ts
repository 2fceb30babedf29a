import { Injectable, type CallHandler, type INestApplicationContext, type NestInterceptor } from '@nestjs/common';
import { defer, finalize, type Observable } from 'rxjs';
import type { Logger } from './logger.js';

/**
 * How long a stopping process waits for the work under way: above a service's longest message and
 * the gateway's longest request (RPC_TIMEOUT_MS at most 30 s is an outlier; 2 s is the default),
 * and, with Kubernetes' 10 s preStop wait, below its 45 s termination grace.
 */
export const DRAIN_MS = 30_000;

/**
 * The messages (or requests) a process is handling, so that a stop lets them finish: Nest's own
 * shutdown closes the transport and the database before a handler under way has answered, and
 * its caller then gets a dropped connection (docs/kubernetes.md, "Rolling deploys").
 */
export class WorkUnderWay {
  private count = 0;
  private waiting: (() => void)[] = [];

  get size(): number {
    return this.count;
  }

  /** One piece of work begins; the function it answers ends it (once, however often it is called). */
  begin(): () => void {
    this.count += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.count -= 1;
      if (this.count === 0) for (const resolve of this.waiting.splice(0)) resolve();
    };
  }

  /** Resolves true once nothing is under way, or false after `timeoutMs` with work still under way. */
  idle(timeoutMs: number): Promise<boolean> {
    if (this.count === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      this.waiting.push(() => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }
}

/** Counts each message handler's run, from its start to its answer or error. */
@Injectable()
export class WorkUnderWayInterceptor implements NestInterceptor {
  constructor(private readonly work: WorkUnderWay) {}

  intercept(_context: unknown, next: CallHandler): Observable<unknown> {
    return defer(() => {
      const end = this.work.begin();
      return next.handle().pipe(finalize(end));
    });
  }
}

const STOP_SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/**
 * Stops `app` on SIGTERM or SIGINT once the work under way is done (at most `drainMs`), then
 * ends the process with that signal, as Nest's enableShutdownHooks would, which it replaces.
 * `what` names the work in the log ("message", "request").
 */
export function closeWhenIdle(
  app: INestApplicationContext,
  { work, log, what, drainMs = DRAIN_MS }: { work: WorkUnderWay; log: Logger; what: string; drainMs?: number },
): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    void (async () => {
      if (work.size > 0) {
        log.info({ signal, underWay: work.size }, `${signal}: finishing ${work.size} ${what}${work.size === 1 ? '' : 's'} under way`);
        const idle = await work.idle(drainMs);
        if (idle) log.info(`finished the ${what}s under way`);
        else log.warn({ underWay: work.size }, `stopping with ${work.size} ${what}(s) still under way after ${drainMs} ms`);
        // A handler's answer leaves on the next tick after it ends (Nest's transports queue it there).
        await new Promise((resolve) => setImmediate(resolve));
      }
      await app.close().catch((error: unknown) => log.error({ err: error }, 'closing failed'));
      // The log writes behind the process's back: its last lines are flushed before the end.
      await new Promise<void>((resolve) => log.flush(() => resolve()));
      for (const name of STOP_SIGNALS) process.removeListener(name, onSignal);
      process.kill(process.pid, signal);
    })();
  };
  for (const name of STOP_SIGNALS) process.on(name, onSignal);
}
