/** SPEC §4 status colours, as tones: Accepted green, Pending neutral, every other verdict red. */
import type { SubmissionStatus } from '@codeconquer/contracts';

export type StatusTone = 'success' | 'neutral' | 'error';

export function statusTone(status: SubmissionStatus): StatusTone {
  if (status === 'Accepted') return 'success';
  if (status === 'Pending') return 'neutral';
  return 'error';
}
