import { collectDefaultMetrics, Registry } from 'prom-client';

/** The prefix of every metric of ours; Node's runtime metrics keep their standard names (process_*, nodejs_*). */
export const METRIC_PREFIX = 'livefully_';

/**
 * A registry per app rather than prom-client's global one: tests start several services and
 * gateways in one process, and each must count only its own.
 */
export function createMetricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}

/** Latency buckets in seconds, from a cached read (under a millisecond) to a timed-out call. */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
