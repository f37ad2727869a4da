/** SPEC §4 status colours: Accepted green, Pending neutral, every other verdict red. */
import type { SubmissionStatus } from '@codeconquer/contracts';

export function statusClasses(status: SubmissionStatus): string {
  if (status === 'Accepted') return 'text-green-600 dark:text-green-400';
  if (status === 'Pending') return 'text-slate-500 dark:text-slate-400';
  return 'text-red-600 dark:text-red-400';
}
