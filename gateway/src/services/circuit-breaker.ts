import type { Logger } from '@livefully/service-kit';
import { BrokenCircuitError, circuitBreaker, CircuitState, ConsecutiveBreaker, handleAll, type CircuitBreakerPolicy } from 'cockatiel';

export interface CircuitBreakerSettings {
  /** Consecutive calls the service did not answer (timeout, connection error) that open the breaker. */
  failures: number;
  /** How long an open breaker refuses calls before it lets one probe through. */
  resetMs: number;
}

/** A call the breaker refused, or cut short because the breaker opened while it waited. */
export class CircuitOpenError extends Error {
  constructor(
    readonly service: string,
    /** Whole seconds until the breaker lets a probe through (at least 1): the answer's Retry-After. */
    readonly retryAfterSeconds: number,
  ) {
    super(`circuit open for ${service}`);
    this.name = 'CircuitOpenError';
  }
}

/** The call's outcome inside the policy: an answer, or an error the service answered with. */
type Outcome<T> = { value: T } | { answered: unknown };

/**
 * One service's circuit breaker, on cockatiel's CircuitBreakerPolicy:
 * - closed: calls go through; `failures` consecutive unavailable ones (as `isUnavailable`
 *   says) open it. An error the service answered with (404, 409, a validation error, even a
 *   500) is an answer: the service is there, so it counts as a success.
 * - open: every call fails at once with CircuitOpenError; calls already waiting for the
 *   service when it opened fail at once too (their `signal` aborts), so a service that stopped
 *   answering holds callers for one timeout, not one timeout each.
 * - half-open, after `resetMs`: the next call is the probe; the others are refused at once
 *   while it runs (cockatiel would make them wait for it). The probe's success closes the
 *   breaker, its failure opens it for another `resetMs`.
 * One log line when it opens and one when it closes.
 */
export class ServiceCircuitBreaker {
  private readonly policy: CircuitBreakerPolicy;
  /** Aborted when the breaker opens, then replaced: what every call in flight listens to. */
  private opened = new AbortController();
  private openedAt = 0;

  constructor(
    readonly service: string,
    private readonly settings: CircuitBreakerSettings,
    private readonly isUnavailable: (error: unknown) => boolean,
    private readonly logger: Logger,
  ) {
    // Only unavailability reaches the policy as an error (answers come back as outcomes).
    this.policy = circuitBreaker(handleAll, { halfOpenAfter: settings.resetMs, breaker: new ConsecutiveBreaker(settings.failures) });
    this.policy.onBreak(() => {
      this.openedAt = Date.now();
      const inFlight = this.opened;
      this.opened = new AbortController();
      inFlight.abort();
      this.logger.warn(
        { target: service, failures: settings.failures, probeInMs: settings.resetMs },
        `circuit open: calls to the ${service} service fail at once until a probe succeeds`,
      );
    });
    this.policy.onHalfOpen(() => this.logger.debug({ target: service }, 'circuit half-open: one probe call goes through'));
    this.policy.onReset(() => this.logger.info({ target: service }, `circuit closed: the ${service} service answers again`));
  }

  get state(): 'closed' | 'open' | 'half-open' {
    const state = this.policy.state;
    if (state === CircuitState.Closed) return 'closed';
    return state === CircuitState.HalfOpen ? 'half-open' : 'open';
  }

  /**
   * Runs `call` unless the breaker refuses it. `signal` aborts when the breaker opens while
   * the call waits; the call should then reject with `signal.reason`, which becomes CircuitOpenError.
   */
  async run<T>(call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    if (this.policy.state === CircuitState.HalfOpen) throw this.refusal();
    const { signal } = this.opened;
    let outcome: Outcome<T>;
    try {
      outcome = await this.policy.execute(async () => {
        try {
          return { value: await call(signal) };
        } catch (error) {
          if (signal.aborted || this.isUnavailable(error)) throw error;
          return { answered: error };
        }
      });
    } catch (error) {
      // Refused, or given up on when the breaker opened (the call rejects with the signal's reason).
      if (error instanceof BrokenCircuitError || (signal.aborted && error === signal.reason)) throw this.refusal();
      throw error;
    }
    if ('answered' in outcome) throw outcome.answered;
    return outcome.value;
  }

  private refusal(): CircuitOpenError {
    const remainingMs = this.openedAt + this.settings.resetMs - Date.now();
    return new CircuitOpenError(this.service, Math.max(1, Math.ceil(remainingMs / 1000)));
  }
}
