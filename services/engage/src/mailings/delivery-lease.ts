/**
 * Keeps a claimed delivery's lease alive while its mail is being sent: `renew` runs every
 * `everyMs` (a third of MAIL_LEASE_SECONDS), so a live worker keeps its claim however long the
 * relay takes and a dead one loses it within the lease. Renewing stops when the returned
 * function is called, once `renew` finds the claim gone, and when the queue gives the job up
 * (`signal`: the job's own heartbeat or run limit passed), so a claim never outlives its job.
 */
export function keepLease(
  renew: () => Promise<boolean>,
  everyMs: number,
  signal: AbortSignal,
  onError: (error: unknown) => void,
): () => void {
  let renewing = false;
  const timer = setInterval(() => {
    if (renewing) return;
    renewing = true;
    renew()
      .then((held) => held || stop(), onError)
      .finally(() => (renewing = false));
  }, everyMs);
  timer.unref();
  const stop = () => {
    clearInterval(timer);
    signal.removeEventListener('abort', stop);
  };
  if (signal.aborted) stop();
  else signal.addEventListener('abort', stop, { once: true });
  return stop;
}
