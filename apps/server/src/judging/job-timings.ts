/**
 * How long each job waited and was judged, reported when its result is stored (the metrics listen).
 * A job's result is stored once, by the one server that loaded or received it, so summing the figures
 * of every server counts each job once. Process-wide, as the judge's handler is.
 */
import { createBroadcast } from '../lib/broadcast';
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

const timings = createBroadcast<JobTiming>();

export const reportJobTiming = timings.emit;

/** Hears every job stored from now on; returns the function that stops. */
export const onJobTiming = timings.listen;
