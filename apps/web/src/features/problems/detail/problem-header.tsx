/** Title, difficulty and the problem's numbers, with the Solve button (docs/product.md#problem-detail). */
import type { Problem } from '@codeconquer/contracts';
import { CheckCircle2, Code2, Lock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses, Button } from '@/components/ui/button';
import { DifficultyBadge } from '@/components/ui/difficulty-badge';
import { useLocale, useT } from '@/i18n/use-t';
import { solvePath } from '../list/use-solve-navigation';
import { formatPercent } from '../shared/format';
import { LoginToSolveDialog } from './login-to-solve-dialog';
import { numberFormat } from '@/lib/intl-formats';

type Props = { problem: Problem; signedIn: boolean; solved: boolean };

export function ProblemHeader({ problem, signedIn, solved }: Props) {
  const t = useT();
  const { locale } = useLocale();
  const number = numberFormat(locale);
  const [dialogOpen, setDialogOpen] = useState(false);
  const target = solvePath(problem.id);
  return (
    <header className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="flex items-center gap-2 text-2xl font-bold text-slate-900 dark:text-slate-100">
          {problem.title}
          {solved && (
            <CheckCircle2 size={20} className="text-green-600" aria-label={t('problems.list.solved')} />
          )}
        </h1>
        <dl className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-1 text-sm text-slate-500 dark:text-slate-400">
          <div>
            <dt className="sr-only">{t('problems.list.difficulty')}</dt>
            <dd>
              <DifficultyBadge difficulty={problem.difficulty} />
            </dd>
          </div>
          <Stat
            label={t('problems.header.acceptance')}
            value={formatPercent(problem.acceptanceRate, locale)}
          />
          <Stat label={t('problems.header.solvedBy')} value={number.format(problem.numSolved)} />
          <Stat label={t('problems.header.attemptedBy')} value={number.format(problem.numAttempted)} />
        </dl>
      </div>
      {signedIn ? (
        <Link to={target} className={buttonClasses('primary')}>
          <Code2 size={16} aria-hidden="true" />
          {solved ? t('problems.list.solveAgain') : t('problems.list.solve')}
        </Link>
      ) : (
        <>
          <Button onClick={() => setDialogOpen(true)}>
            <Lock size={16} aria-hidden="true" />
            {t('problems.header.loginToSolve')}
          </Button>
          <LoginToSolveDialog open={dialogOpen} onClose={() => setDialogOpen(false)} target={target} />
        </>
      )}
    </header>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1">
      <dt>{label}:</dt>
      <dd className="font-medium text-slate-700 dark:text-slate-200">{value}</dd>
    </div>
  );
}
