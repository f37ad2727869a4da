/**
 * The contest's problem set: the chosen problems in order, each with the label its place gives it (A, B,
 * …), moved up or down or taken out; under them, a search of every admin problem (drafts and contest-only
 * ones included, the usual choice for a contest) to add from. The search is the admin problem list's own
 * call, 20 at a time: a contest is made from problems the admin knows by name.
 */
import { CONTEST_MAX_PROBLEMS, type AdminProblemRow } from '@codeconquer/contracts';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DifficultyBadge } from '@/components/ui/difficulty-badge';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useAdminProblems } from '../../api/get-problems';
import { IconButton } from '../../problems/icon-button';
import { VisibilityBadge } from '../../problems/visibility-badge';
import { SearchBox } from '@/components/ui/search-box';
import {
  addProblem,
  canAddProblem,
  canMoveProblem,
  labelledProblems,
  moveProblem,
  removeProblem,
  type PickedProblem,
} from './problem-order';

type Props = {
  problems: PickedProblem[];
  error: string | undefined;
  onChange: (problems: PickedProblem[]) => void;
};

export function ProblemPicker({ problems, error, onChange }: Props) {
  return (
    <div className="space-y-4">
      <ChosenProblems problems={problems} onChange={onChange} />
      {error && (
        <p className="text-xs text-red-600 dark:text-red-400" role="alert">
          {error}
        </p>
      )}
      <ProblemSearch problems={problems} onChange={onChange} />
    </div>
  );
}

function ChosenProblems({ problems, onChange }: Omit<Props, 'error'>) {
  const t = useT();
  if (problems.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
        {t('admin.contests.picker.none')}
      </p>
    );
  return (
    <ol
      aria-label={t('admin.contests.picker.chosen')}
      className="divide-y divide-slate-100 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700"
    >
      {labelledProblems(problems).map((problem, index) => (
        <li
          key={problem.id}
          data-testid="contest-problem"
          data-label={problem.label}
          data-problem-id={problem.id}
          className="flex items-center gap-3 px-3 py-2"
        >
          <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-md bg-indigo-100 font-mono text-sm font-bold text-indigo-700 dark:bg-indigo-900/40 dark:text-indigo-300">
            {problem.label}
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-medium text-slate-900 dark:text-slate-100">{problem.title}</p>
            <p className="truncate font-mono text-xs text-slate-500 dark:text-slate-400">{problem.id}</p>
          </div>
          <span className="inline-flex gap-1">
            <IconButton
              icon={ArrowUp}
              label={t('admin.contests.picker.moveUp', { label: problem.label })}
              disabled={!canMoveProblem(problems, index, -1)}
              onClick={() => onChange(moveProblem(problems, index, -1))}
            />
            <IconButton
              icon={ArrowDown}
              label={t('admin.contests.picker.moveDown', { label: problem.label })}
              disabled={!canMoveProblem(problems, index, 1)}
              onClick={() => onChange(moveProblem(problems, index, 1))}
            />
            <IconButton
              icon={X}
              label={t('admin.contests.picker.remove', { label: problem.label })}
              danger
              disabled={false}
              onClick={() => onChange(removeProblem(problems, index))}
            />
          </span>
        </li>
      ))}
    </ol>
  );
}

function ProblemSearch({ problems, onChange }: Omit<Props, 'error'>) {
  const t = useT();
  const [query, setQuery] = useState('');
  const results = useAdminProblems({ query, visibility: undefined, deleted: false, page: 1 });
  const full = problems.length >= CONTEST_MAX_PROBLEMS;

  const add = (row: AdminProblemRow) => onChange(addProblem(problems, { id: row.id, title: row.title }));

  return (
    <div className="space-y-2">
      <SearchBox
        className="w-full"
        label={t('admin.contests.picker.search')}
        placeholder={t('admin.contests.picker.searchPlaceholder')}
        query={query}
        onSearch={setQuery}
      />
      {full && (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t('admin.contests.picker.full', { max: CONTEST_MAX_PROBLEMS })}
        </p>
      )}
      {results.isPending ? (
        <Spinner className="h-5 w-5" />
      ) : results.isError ? (
        <Alert tone="error">{errorMessage(results.error, t('admin.problems.loadFailed'))}</Alert>
      ) : results.data.problems.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {query ? t('admin.problems.noMatch') : t('admin.problems.empty')}
        </p>
      ) : (
        <ul
          data-testid="problem-search-results"
          className="max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-700"
        >
          {results.data.problems.map((row) => {
            const chosen = problems.some((problem) => problem.id === row.id);
            return (
              <li
                key={row.id}
                data-testid="problem-search-result"
                data-problem-id={row.id}
                className="flex items-center gap-3 px-3 py-2"
              >
                <div className="min-w-0 flex-1">
                  <p className="truncate text-sm text-slate-900 dark:text-slate-100">{row.title}</p>
                  <p className="truncate font-mono text-xs text-slate-500 dark:text-slate-400">{row.id}</p>
                </div>
                <span className="hidden gap-1 sm:flex">
                  <DifficultyBadge difficulty={row.difficulty} />
                  <VisibilityBadge visibility={row.visibility} />
                </span>
                <Button
                  variant="secondary"
                  className="min-h-11 px-3 py-1"
                  disabled={!canAddProblem(problems, row.id)}
                  onClick={() => add(row)}
                >
                  {chosen ? (
                    t('admin.contests.picker.added')
                  ) : (
                    <>
                      <Plus size={14} aria-hidden="true" /> {t('admin.contests.picker.add')}
                      {/* The row's title is the button's name too, for screen readers (and tests). */}
                      <span className="sr-only"> {row.title}</span>
                    </>
                  )}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
