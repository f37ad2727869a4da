import type { SubmissionStatus } from '@codeconquer/contracts';
import { cn } from '@/lib/cn';
import { STATUS_TONE_CLASSES, statusTone } from './status-tone';

export function SubmissionStatusText({ status }: { status: SubmissionStatus }) {
  return <span className={cn('font-medium', STATUS_TONE_CLASSES[statusTone(status)])}>{status}</span>;
}
