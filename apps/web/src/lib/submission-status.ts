/**
 * Status colours, as tones: Accepted green, every other verdict red; Pending and Judge Error (our
 * failure, not the program's) neutral.
 */
import type { SubmissionStatus } from '@codeconquer/contracts';

export type StatusTone = 'success' | 'neutral' | 'error';

export function statusTone(status: SubmissionStatus): StatusTone {
  if (status === 'Accepted') return 'success';
  if (status === 'Pending' || status === 'Judge Error') return 'neutral';
  return 'error';
}
