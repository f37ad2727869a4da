/**
 * One clarification: what it is about, who asked and when, the question, and the answer with whom it
 * went to; a question still waiting carries the answer form. An announcement is an answer without a
 * question, to everyone.
 */
import type { Clarification } from '@codeconquer/contracts';
import { Badge } from '@/components/ui/difficulty-badge';
import { Card } from '@/components/ui/card';
import { useLocale, useT } from '@/i18n/use-t';
import { contestTime } from '../contest-time';
import { AnswerForm } from './answer-form';
import { isWaiting } from './clarification-order';

type Props = { contestId: string; clarification: Clarification };

export function ClarificationItem({ contestId, clarification }: Props) {
  const t = useT();
  const { locale } = useLocale();
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
          {clarification.problemLabel
            ? t('admin.clarifications.problem', { label: clarification.problemLabel })
            : t('admin.clarifications.generalBadge')}
        </Badge>
        {announcement ? (
          <Badge className="bg-sky-100 text-sky-800 dark:bg-sky-900/40 dark:text-sky-300">
            {t('admin.clarifications.announcementBadge')}
          </Badge>
        ) : (
          <span>
            {t.rich('admin.clarifications.askedBy', {
              name: clarification.askedBy ?? t('admin.clarifications.someone'),
              who: (chunks) => (
                <span className="font-medium text-slate-700 dark:text-slate-200">{chunks}</span>
              ),
            })}
          </span>
        )}
        <time dateTime={clarification.createdAt}>{contestTime(clarification.createdAt, locale)}</time>
        {waiting && (
          <Badge className="bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-300">
            {t('admin.clarifications.waiting')}
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
                ? t('admin.clarifications.answeredEveryone')
                : t('admin.clarifications.answeredTo', {
                    name: clarification.askedBy ?? t('admin.clarifications.theAsker'),
                  })}
              {clarification.answeredAt && ` · ${contestTime(clarification.answeredAt, locale)}`}
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
