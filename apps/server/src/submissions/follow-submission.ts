/**
 * Following one submission's judging live: a progress event per judged test, then the stored
 * submission once its job is completed or given up on (a Judge Error). Any live view can use it (the
 * SSE route does); the judge's events come from this process's queue or, with Redis, from any server's.
 */
import type { Submission, SubmissionProgressEvent } from '@codeconquer/contracts';
import type { ProgressEvent } from '@codeconquer/judge';
import type { Database } from '../db/client';
import type { JudgeService } from '../judging/judge-service';
import { testOutcome } from '../lib/test-outcome';
import { getOwnSubmission } from './submission-service';

export type SubmissionFollower = {
  progress(event: SubmissionProgressEvent): void;
  /** The submission as stored at the end, or null when it could not be read (the caller just ends). */
  done(submission: Submission | null): void;
};

/** What a progress event tells about one judged test: never its input or output. */
export function toProgressEvent({ testIndex, totalTests, result }: ProgressEvent): SubmissionProgressEvent {
  const { verdict, executionTime, memoryUsage } = testOutcome(result);
  return { testIndex, totalTests, verdict, executionTime, memoryUsage };
}

/**
 * Starts following `id` (the caller has checked it is the user's); returns the function that stops.
 * Never rejects and never throws from an event: a database error ends the follow with done(null) and is
 * reported to `logError` (an unhandled rejection would end the process).
 */
export function followSubmission(
  deps: { db: Database; judge: JudgeService },
  userId: string,
  id: string,
  follower: SubmissionFollower,
  logError: (error: unknown, what: string) => void,
): () => void {
  let finished = false;
  const finish = async () => {
    if (finished) return;
    finished = true;
    unsubscribe();
    let submission: Submission | null = null;
    try {
      submission = await getOwnSubmission(deps.db, userId, id);
    } catch (error) {
      logError(error, 'reading the verdict failed');
    }
    follower.done(submission);
  };
  const unsubscribe = deps.judge.subscribe((event) => {
    if (event.jobId !== id || finished) return;
    if (event.type === 'progress') follower.progress(toProgressEvent(event.progress));
    // Completed, or given up on (the submission then holds its Judge Error): either way, final.
    else void finish();
  });
  // Judged before we subscribed? Then there is nothing left to follow.
  getOwnSubmission(deps.db, userId, id)
    .then((current) => (current.status !== 'Pending' ? finish() : undefined))
    .catch((error: unknown) => {
      logError(error, 'reading the submission failed');
      if (!finished) {
        finished = true;
        unsubscribe();
        follower.done(null);
      }
    });
  return () => {
    finished = true;
    unsubscribe();
  };
}
