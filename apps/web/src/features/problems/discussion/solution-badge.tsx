/** The mark of a thread that shows a solution to the problem. */
import { useT } from '@/i18n/use-t';

export function SolutionBadge() {
  const t = useT();
  return (
    <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800 dark:bg-amber-900/50 dark:text-amber-300">
      {t('problems.discussion.solution')}
    </span>
  );
}
