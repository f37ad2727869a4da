/** A problem's visibility as a coloured mark, and the red mark of a deleted problem. */
import type { ProblemVisibility } from '@codeconquer/contracts';
import { Badge } from '@/components/ui/difficulty-badge';
import { useT } from '@/i18n/use-t';
import { VISIBILITY_LABELS } from './visibility';

const TONES: Record<ProblemVisibility, string> = {
  public: 'bg-indigo-100 text-indigo-700 dark:bg-indigo-900/40 dark:text-indigo-300',
  draft: 'bg-slate-200 text-slate-700 dark:bg-slate-700 dark:text-slate-200',
  contest: 'bg-amber-100 text-amber-700 dark:bg-amber-900/40 dark:text-amber-300',
};

export function VisibilityBadge({ visibility }: { visibility: ProblemVisibility }) {
  const t = useT();
  return <Badge className={TONES[visibility]}>{t(VISIBILITY_LABELS[visibility])}</Badge>;
}

export function DeletedBadge() {
  const t = useT();
  return (
    <Badge className="bg-red-100 text-red-700 dark:bg-red-900/40 dark:text-red-300">
      {t('admin.problems.deletedBadge')}
    </Badge>
  );
}
