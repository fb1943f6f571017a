/**
 * docs/limits.md#mail-given-up: a mail of the outbox or a Stripe event that failed this many times
 * (about a day under the backoff below) is given up. A mail that cannot be rendered fails the same
 * way for ever, and a link mailed a day late has expired anyway.
 */
export const MAX_RETRY_ATTEMPTS = 30;

const RETRY_BASE_SECONDS = 10;
const RETRY_MAX_SECONDS = 60 * 60;

/** Seconds until the next try after the given number of failures: 10 s, 20 s, 40 s, ... at most 1 hour. */
export function retryDelaySeconds(failures: number): number {
  const exponent = Math.min(Math.max(failures - 1, 0), 20);
  return Math.min(RETRY_MAX_SECONDS, RETRY_BASE_SECONDS * 2 ** exponent);
}

/** When to try again after `failures` failures, in seconds; null once given up. */
export function nextRetrySeconds(failures: number): number | null {
  return failures >= MAX_RETRY_ATTEMPTS ? null : retryDelaySeconds(failures);
}
