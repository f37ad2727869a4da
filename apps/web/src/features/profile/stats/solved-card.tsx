/** The Solved card (a donut by difficulty beside each difficulty out of the bank), the Languages card and the best scores on subtask problems. */
import type { ProfileStats } from '@codeconquer/contracts';
import { Link } from 'react-router';
import { ScoreBadge } from '@/components/score/score';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/use-t';
import { SolvedDonut } from './lazy-charts';
import {
  DIFFICULTIES,
  difficultyText,
  donutSlices,
  languageRows,
  solvedSummary,
  solvedTotal,
} from './solved';

export function SolvedCard({ stats }: { stats: ProfileStats }) {
  const { solved, bankTotals } = stats;
  const t = useT();
  return (
    <Card className="p-6" data-testid="profile-solved">
      <h2 className="mb-4 font-semibold">{t('profile.solved.title')}</h2>
      <div className="flex flex-wrap items-center gap-6">
        <SolvedDonut
          slices={donutSlices(solved, t)}
          total={solvedTotal(solved)}
          summary={solvedSummary(solved, bankTotals, t)}
        />
        <ul className="space-y-2 text-sm">
          {DIFFICULTIES.map(({ key, labelId, colour }) => (
            <li key={key} className="flex items-center gap-2">
              <span aria-hidden="true" className="h-3 w-3 rounded-full" style={{ backgroundColor: colour }} />
              {difficultyText(t(labelId), solved[key], bankTotals[key], t)}
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}

export function LanguagesCard({ languages }: { languages: ProfileStats['languages'] }) {
  const rows = languageRows(languages);
  const t = useT();
  return (
    <Card className="p-6" data-testid="profile-languages">
      <h2 className="mb-4 font-semibold">{t('profile.languages.title')}</h2>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('profile.languages.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
          {rows.map((row) => (
            <li key={row.id} className="flex items-baseline justify-between gap-4 py-2">
              <span className="font-medium">{row.name}</span>
              <span className="text-right text-slate-600 dark:text-slate-300">
                {t('profile.languages.solved', { count: row.solved })}
                <span className="text-slate-400 dark:text-slate-500"> · </span>
                {t('profile.languages.submissions', { count: row.submissions })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Scoring problems: the best score on each, full marks in green (components/score). */
export function BestScoresCard({ scores }: { scores: ProfileStats['bestScores'] }) {
  const t = useT();
  return (
    <Card className="p-6" data-testid="profile-best-scores">
      <h2 className="mb-4 font-semibold">{t('profile.bestScores.title')}</h2>
      <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
        {scores.map((row) => (
          <li key={row.problemId} className="flex items-center justify-between gap-4 py-2">
            <Link
              to={`/problems/${encodeURIComponent(row.problemId)}`}
              className="font-medium hover:text-indigo-600"
            >
              {row.title}
            </Link>
            <ScoreBadge score={row.score} max={row.max} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
