import { Registry } from 'prom-client';

/** The prefix of every metric of ours; Node's runtime metrics keep their standard names (process_*, nodejs_*). */
export const METRIC_PREFIX = 'livefully_';

/**
 * A registry per app rather than prom-client's global one: tests start several services and
 * gateways in one process, and each must count only its own. The runtime's metrics join it when
 * an ops listener serves it (startOpsServer), so an app nobody scrapes runs no event-loop monitor.
 */
export function createMetricsRegistry(): Registry {
  return new Registry();
}

/** Latency buckets in seconds, from a cached read (under a millisecond) to a timed-out call. */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
