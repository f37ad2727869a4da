/**
 * How a rejudge reads on the Actions tab: while submissions still wait for their new verdict,
 * 'Rejudging: 3/10' and the share done for the progress bar; once none waits, finished.
 */
import type { Rejudge } from '@codeconquer/contracts';
import type { Translate } from '@/i18n/use-t';

export type RejudgeProgress =
  | { running: true; done: number; total: number; percent: number; text: string }
  | { running: false; total: number; text: string };

export function rejudgeProgress(t: Translate, rejudge: Pick<Rejudge, 'total' | 'pending'>): RejudgeProgress {
  const total = Math.max(0, rejudge.total);
  const pending = Math.min(Math.max(0, rejudge.pending), total);
  if (pending === 0) {
    return { running: false, total, text: t('admin.problems.rejudge.finished', { count: total }) };
  }
  const done = total - pending;
  return {
    running: true,
    done,
    total,
    percent: Math.floor((done / total) * 100),
    text: t('admin.problems.rejudge.running', { done, total }),
  };
}
