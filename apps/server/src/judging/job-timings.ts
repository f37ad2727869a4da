/**
 * How long each job waited and was judged, reported when its result is stored (the metrics listen).
 * A job's result is stored once, by the one server that loaded or received it, so summing the figures
 * of every server counts each job once. Process-wide, as the judge's handler is.
 */
import type { JudgeJobKind } from './judge-jobs';

export type JobTiming = {
  kind: JudgeJobKind;
  /** The language judged; null when the stored request names none. */
  language: string | null;
  /** Queued (stored) until a judge first loaded it. */
  waitSeconds: number;
  /** First loaded until the result was stored (retries included). */
  judgingSeconds: number;
};

const listeners = new Set<(timing: JobTiming) => void>();

export function reportJobTiming(timing: JobTiming): void {
  for (const listener of listeners) listener(timing);
}

/** Hears every job stored from now on; returns the function that stops. */
export function onJobTiming(listener: (timing: JobTiming) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
