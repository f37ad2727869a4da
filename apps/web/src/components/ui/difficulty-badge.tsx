import type { Difficulty } from '@codeconquer/contracts';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { DIFFICULTY_LABELS } from './difficulty-labels';

/**
 * A pill keeps its words on one line: broken over two (Portuguese's "Em andamento" in a narrow table cell)
 * it is no longer a pill.
 */
const PILL = 'rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

const tones: Record<Difficulty, string> = {
  Easy: 'bg-green-100 text-green-700 dark:bg-green-900/40 dark:text-green-300',
  Medium: 'bg-amber-100 text-amber-700 dark:bg-amber-900/40 dark:text-amber-300',
  Hard: 'bg-red-100 text-red-700 dark:bg-red-900/40 dark:text-red-300',
};

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  const t = useT();
  return <span className={cn(PILL, tones[difficulty])}>{t(DIFFICULTY_LABELS[difficulty])}</span>;
}

export function Badge({ className, children }: { className?: string; children: string }) {
  return <span className={cn(PILL, className)}>{children}</span>;
}
