/**
 * A submission's status in its tone's colour (the tones live with the statuses in contracts' verdicts.ts:
 * green Accepted, neutral Pending and Judge Error, red otherwise).
 */
import { statusTone, type StatusTone, type SubmissionStatus } from '@codeconquer/contracts/statuses';
import { verdictLabel } from '@/components/ui/verdict-messages';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';

const TONE_CLASSES: Record<StatusTone, string> = {
  success: 'text-green-700 dark:text-green-400',
  neutral: 'text-slate-500 dark:text-slate-400',
  error: 'text-red-600 dark:text-red-400',
};

export function statusClasses(status: SubmissionStatus): string {
  return TONE_CLASSES[statusTone(status)];
}

export function SubmissionStatusText({ status }: { status: SubmissionStatus }) {
  const t = useT();
  return <span className={cn('font-medium', statusClasses(status))}>{verdictLabel(status, t)}</span>;
}
