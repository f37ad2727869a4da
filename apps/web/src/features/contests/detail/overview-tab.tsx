/**
 * The Overview: the countdown, the actions (register or join, a virtual run after the end), the rules
 * (times, penalty, freeze, medals) and the description, rendered on the server when the contest was saved
 * (as the problem statements are), so the contest page downloads no Markdown renderer.
 */
import type { ContestDetail } from '@codeconquer/contracts';
import type { ReactNode } from 'react';
import { RenderedHtml } from '@/components/markdown/rendered-html';
import { Card } from '@/components/ui/card';
import { useLocale, useT } from '@/i18n/use-t';
import { formatDuration } from '@/lib/relative-time';
import { canStartVirtualRun } from '../contest-access';
import { ContestAction } from '../contest-action';
import { contestPath } from '../contest-paths';
import { formatText, freezeText, medalsText, penaltyText } from '../contest-rules-text';
import { Countdown } from './countdown';
import { VirtualRunButton } from './virtual-run-button';

type Props = {
  contest: ContestDetail;
  offset: number;
  signedIn: boolean;
  onVirtualStarted: () => void;
};

export function OverviewTab({ contest, offset, signedIn, onVirtualStarted }: Props) {
  const length = Date.parse(contest.endTime) - Date.parse(contest.startTime);
  const t = useT();
  const { locale } = useLocale();
  const formatTime = (iso: string) => new Date(iso).toLocaleString(locale);
  return (
    <div className="space-y-6">
      <Card className="flex flex-wrap items-center justify-between gap-4 p-5">
        <Countdown contest={contest} offset={offset} />
        <div className="flex flex-wrap gap-2">
          <ContestAction contest={contest} returnTo={contestPath(contest.id)} />
          {canStartVirtualRun(contest, signedIn) && (
            <VirtualRunButton contest={contest} onStarted={onVirtualStarted} />
          )}
        </div>
      </Card>
      {contest.virtual && (
        <p className="text-sm text-slate-600 dark:text-slate-300" data-testid="virtual-run">
          {t('contests.overview.virtual', {
            start: formatTime(contest.virtual.startedAt),
            end: formatTime(contest.virtual.endsAt),
          })}
        </p>
      )}
      <Card className="p-5">
        <h2 className="mb-3 font-semibold">{t('contests.overview.rules')}</h2>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          <Fact term={t('contests.overview.start')}>{formatTime(contest.startTime)}</Fact>
          <Fact term={t('contests.overview.end')}>{formatTime(contest.endTime)}</Fact>
          <Fact term={t('contests.overview.length')}>{formatDuration(length, locale)}</Fact>
          <Fact term={t('contests.overview.type')}>
            {t('contests.overview.typeValue', {
              type: t('contests.typeName', { type: contest.type }),
              rated: contest.rated ? 'yes' : 'no',
            })}
          </Fact>
          <Fact term={t('contests.overview.ranking')}>{formatText(contest, t)}</Fact>
          <Fact term={t('contests.board.penalty')}>{penaltyText(contest, t)}</Fact>
          <Fact term={t('contests.overview.freeze')}>{freezeText(contest, formatTime, t)}</Fact>
          <Fact term={t('contests.overview.medals')}>{medalsText(contest.medals, t)}</Fact>
          <Fact term={t('contests.overview.participants')}>
            {contest.participants.toLocaleString(locale)}
          </Fact>
          <Fact term={t('contests.tab.problems')}>{contest.problemCount}</Fact>
        </dl>
      </Card>
      {contest.description.trim() !== '' && (
        <Card className="p-5 text-slate-700 dark:text-slate-300" data-testid="contest-description">
          <RenderedHtml html={contest.descriptionHtml} />
        </Card>
      )}
    </div>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-medium text-slate-500 dark:text-slate-400">{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
