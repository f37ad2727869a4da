/**
 * One clarification: what it is about, who asked and when, the question, and the answer with whom it
 * went to; a question still waiting carries the answer form. An announcement is an answer without a
 * question, to everyone.
 */
import type { Clarification } from '@codeconquer/contracts';
import { Badge } from '@/components/ui/difficulty-badge';
import { Card } from '@/components/ui/card';
import { contestTime } from '../contest-time';
import { AnswerForm } from './answer-form';
import { isWaiting } from './clarification-order';

type Props = { contestId: string; clarification: Clarification };

export function ClarificationItem({ contestId, clarification }: Props) {
  const waiting = isWaiting(clarification);
  const announcement = clarification.question === null;
  return (
    <Card
      className="space-y-3 p-4"
      data-testid="clarification"
      data-clarification-id={clarification.id}
      data-waiting={waiting}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
        <Badge className="bg-indigo-100 text-indigo-700 dark:bg-indigo-900/40 dark:text-indigo-300">
          {clarification.problemLabel ? `Problem ${clarification.problemLabel}` : 'General'}
        </Badge>
        {announcement ? (
          <Badge className="bg-sky-100 text-sky-800 dark:bg-sky-900/40 dark:text-sky-300">Announcement</Badge>
        ) : (
          <span>
            Asked by{' '}
            <span className="font-medium text-slate-700 dark:text-slate-200">
              {clarification.askedBy ?? 'someone'}
            </span>
          </span>
        )}
        <time dateTime={clarification.createdAt}>{contestTime(clarification.createdAt)}</time>
        {waiting && (
          <Badge className="bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-300">
            Waiting for an answer
          </Badge>
        )}
      </div>
      {clarification.question !== null && (
        <p className="text-sm whitespace-pre-wrap text-slate-900 dark:text-slate-100">
          {clarification.question}
        </p>
      )}
      {clarification.answer !== null && (
        <div className="rounded-lg bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
          {!announcement && (
            <p className="mb-1 text-xs font-medium text-slate-500 dark:text-slate-400">
              {clarification.public
                ? 'Answered to everyone'
                : `Answered to ${clarification.askedBy ?? 'the asker'}`}
              {clarification.answeredAt && ` · ${contestTime(clarification.answeredAt)}`}
            </p>
          )}
          <p className="text-sm whitespace-pre-wrap text-slate-800 dark:text-slate-200">
            {clarification.answer}
          </p>
        </div>
      )}
      {waiting && <AnswerForm contestId={contestId} clarificationId={clarification.id} />}
    </Card>
  );
}
