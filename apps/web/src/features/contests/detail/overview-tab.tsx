/**
 * The Overview: the countdown, the actions (register or join, a virtual run after the end), the rules
 * (times, penalty, freeze, medals) and the description, rendered as the problem statements are.
 */
import type { ContestDetail } from '@codeconquer/contracts';
import type { ReactNode } from 'react';
import { Markdown } from '@/components/markdown/markdown';
import { Card } from '@/components/ui/card';
import { formatDuration } from '@/lib/relative-time';
import { canStartVirtualRun } from '../contest-access';
import { ContestAction } from '../contest-action';
import { contestPath } from '../contest-paths';
import { formatText, freezeText, medalsText, penaltyText } from '../contest-rules-text';
import { Countdown } from './countdown';
import { VirtualRunButton } from './virtual-run-button';

const formatTime = (iso: string) => new Date(iso).toLocaleString();

type Props = {
  contest: ContestDetail;
  offset: number;
  signedIn: boolean;
  onVirtualStarted: () => void;
};

export function OverviewTab({ contest, offset, signedIn, onVirtualStarted }: Props) {
  const length = Date.parse(contest.endTime) - Date.parse(contest.startTime);
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
          Virtual run: {formatTime(contest.virtual.startedAt)} – {formatTime(contest.virtual.endsAt)}. Your
          board shows the official one as it stood at the same minute of the contest.
        </p>
      )}
      <Card className="p-5">
        <h2 className="mb-3 font-semibold">Rules</h2>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          <Fact term="Start">{formatTime(contest.startTime)}</Fact>
          <Fact term="End">{formatTime(contest.endTime)}</Fact>
          <Fact term="Length">{formatDuration(length)}</Fact>
          <Fact term="Type">
            {contest.type}, ICPC rules{contest.rated ? ', rated' : ', unrated'}
          </Fact>
          <Fact term="Ranking">{formatText(contest)}</Fact>
          <Fact term="Penalty">{penaltyText(contest)}</Fact>
          <Fact term="Freeze">{freezeText(contest, formatTime)}</Fact>
          <Fact term="Medals">{medalsText(contest.medals)}</Fact>
          <Fact term="Participants">{contest.participants.toLocaleString('en-US')}</Fact>
          <Fact term="Problems">{contest.problemCount}</Fact>
        </dl>
      </Card>
      {contest.description.trim() !== '' && (
        <Card className="p-5 text-slate-700 dark:text-slate-300">
          <Markdown>{contest.description}</Markdown>
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
