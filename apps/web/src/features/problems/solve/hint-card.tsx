/** One hint: its text once revealed, otherwise its cost and the button (or why it is locked). */
import { useT } from '@/i18n/use-t';
import { Lightbulb, Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { HintSpec } from './hint-rules';

type Props = {
  hint: HintSpec;
  text: string | undefined;
  lock: string | null;
  /** False until the revealed hints are known. */
  ready: boolean;
  onReveal: () => void;
};

export function HintCard({ hint, text, lock, ready, onReveal }: Props) {
  const t = useT();
  return (
    <section
      aria-label={hint.title}
      data-testid={`hint-${hint.number}`}
      className="rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <header className="flex items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-slate-100">
          <Lightbulb size={16} className="text-amber-500" aria-hidden="true" />
          {hint.title}
          <span className="text-xs font-normal text-slate-500 dark:text-slate-400">{hint.source}</span>
        </h2>
        {text === undefined && (
          <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800 dark:bg-amber-900/40 dark:text-amber-300">
            {t('problems.hints.cost', { count: hint.cost })}
          </span>
        )}
      </header>
      {text !== undefined ? (
        <p
          data-testid={`hint-${hint.number}-text`}
          className="mt-3 text-sm whitespace-pre-wrap text-slate-700 dark:text-slate-200"
        >
          {text}
        </p>
      ) : (
        <div className="mt-3 space-y-2">
          <Button
            variant="secondary"
            className="px-3 py-1.5"
            onClick={onReveal}
            disabled={!ready || lock !== null}
          >
            {t('problems.hints.reveal', { hint: hint.title })}
          </Button>
          {ready && lock && (
            <p className="flex items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400">
              <Lock size={12} aria-hidden="true" /> {lock}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
