/**
 * Follows a submission while the server judges it: the SSE stream GET /submission/{id}/events (read by
 * lib/event-stream.ts) sends one `progress` event per judged test and a final `done` with the stored
 * submission. Should the stream break off, the submission is polled until it is no longer pending.
 */
import {
  submissionProgressEventSchema,
  submissionResponseSchema,
  type Submission,
  type SubmissionProgressEvent,
} from '@codeconquer/contracts';
import { apiStream } from '@/lib/api-client';
import { readEventStream } from '@/lib/event-stream';
import { getSubmission } from './get-submission';

const POLL_INTERVAL_MS = 1000;

export async function watchSubmission(
  id: string,
  onProgress: (event: SubmissionProgressEvent) => void,
  signal?: AbortSignal,
): Promise<Submission> {
  try {
    const done = await readStream(id, onProgress, signal);
    if (done) return done;
  } catch (error) {
    if (signal?.aborted) throw error;
    // The stream failed: fall through to polling.
  }
  return pollUntilJudged(id, signal);
}

async function readStream(
  id: string,
  onProgress: (event: SubmissionProgressEvent) => void,
  signal?: AbortSignal,
): Promise<Submission | null> {
  const body = await apiStream(`/submission/${encodeURIComponent(id)}/events`, { signal });
  let judged: Submission | null = null;
  await readEventStream(body, (event) => {
    if (event.name === 'progress') {
      const progress = submissionProgressEventSchema.safeParse(JSON.parse(event.data));
      if (progress.success) onProgress(progress.data);
    } else if (event.name === 'done') {
      const final = submissionResponseSchema.safeParse(JSON.parse(event.data));
      if (final.success) judged = final.data.submission;
      return judged !== null;
    }
  });
  return judged;
}

async function pollUntilJudged(id: string, signal?: AbortSignal): Promise<Submission> {
  for (;;) {
    const submission = await getSubmission(id, signal);
    if (submission.status !== 'Pending') return submission;
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}
