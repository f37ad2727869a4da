/** SPEC §4 status colours: Accepted green, Pending neutral, every other verdict red. */
import type { SubmissionStatus } from '@codeconquer/contracts';

export type StatusTone = 'success' | 'neutral' | 'error';

export function statusTone(status: SubmissionStatus): StatusTone {
  if (status === 'Accepted') return 'success';
  if (status === 'Pending') return 'neutral';
  return 'error';
}

export const STATUS_TONE_CLASSES: Record<StatusTone, string> = {
  success: 'text-green-600 dark:text-green-400',
  neutral: 'text-slate-500 dark:text-slate-400',
  error: 'text-red-600 dark:text-red-400',
};
