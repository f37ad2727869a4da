/**
 * What the API server and the workers both need to serve operators: the bearer tokens they are given
 * (JUDGE_WORKER_TOKEN, METRICS_TOKEN) compared the same way, and the same judging-time buckets in both
 * /metrics, so that a dashboard can add a server's and its workers' histograms.
 */
import crypto from 'node:crypto';

/** Whether `given` is `expected`, in constant time (hashed first, so lengths leak nothing either). */
export function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => crypto.createHash('sha256').update(text).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

/** Seconds: a job waits or is judged for 0.05 s to a few minutes. */
export const JUDGE_SECONDS_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300];
