/** The longest wait between two tries of a job. */
export const RETRY_DELAY_MAX_SECONDS = 3_600;

/**
 * The wait before retry number `retry` (1 for the first): `base` seconds, doubling with each
 * retry, spread over up to twice that so that mails refused together do not come back together,
 * at most RETRY_DELAY_MAX_SECONDS. The queue's own backoff, for the retries a worker schedules
 * itself.
 */
export function retryDelaySeconds(retry: number, base: number): number {
  return Math.min(RETRY_DELAY_MAX_SECONDS, base * 2 ** Math.min(16, Math.max(0, retry - 1)) * (1 + Math.random()));
}
