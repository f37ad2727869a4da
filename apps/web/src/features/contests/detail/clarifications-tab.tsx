/**
 * Clarifications: the judges' announcements, the answers made public, and the caller's own questions with
 * their answers; the form to ask one while the contest is on. New answers arrive by the live events.
 */
import type { Clarification, ContestDetail } from '@codeconquer/contracts';
import { Megaphone } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/difficulty-badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useLocale, useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import type { Viewer } from '../api/contest-query-keys';
import { useClarifications } from '../api/get-clarifications';
import { canAskClarification } from '../contest-access';
import { clarificationTopic, newestFirst } from '../clarifications';
import { ClarificationForm } from './clarification-form';

type Props = { contest: ContestDetail; viewer: Viewer; ready: boolean; signedIn: boolean };

export function ClarificationsTab({ contest, viewer, ready, signedIn }: Props) {
  const query = useClarifications(contest.id, viewer, ready);
  const t = useT();
  return (
    <div className="space-y-6">
      {canAskClarification(contest, signedIn) && (
        <ClarificationForm contestId={contest.id} problems={contest.problems} />
      )}
      {!query.data ? (
        query.isError ? (
          <Alert tone="error">{errorMessage(query.error, t('contests.clar.loadFailed'))}</Alert>
        ) : (
          <Spinner className="mx-auto h-6 w-6" />
        )
      ) : query.data.length === 0 ? (
        <EmptyState title={t('contests.clar.empty')} />
      ) : (
        <ul className="space-y-3" aria-label={t('contests.tab.clarifications')}>
          {newestFirst(query.data).map((item) => (
            <ClarificationItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ClarificationItem({ item }: { item: Clarification }) {
  const announcement = item.question === null;
  const t = useT();
  const { locale } = useLocale();
  return (
    <li
      data-testid="clarification"
      className="space-y-2 rounded-xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
        <Badge className="bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          {clarificationTopic(item.problemLabel, t)}
        </Badge>
        {announcement ? (
          <Badge className="bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-300">
            {t('contests.clar.announcement')}
          </Badge>
        ) : (
          item.public && (
            <Badge className="bg-indigo-100 text-indigo-700 dark:bg-indigo-900/40 dark:text-indigo-300">
              {t('contests.clar.public')}
            </Badge>
          )
        )}
        {item.askedBy && <span>{t('contests.clar.askedBy', { user: item.askedBy })}</span>}
        <time dateTime={item.createdAt}>{new Date(item.createdAt).toLocaleString(locale)}</time>
      </div>
      {item.question !== null && (
        <p className="whitespace-pre-wrap">
          <span className="font-semibold">{t('contests.clar.q')}</span>
          {item.question}
        </p>
      )}
      {item.answer !== null ? (
        <p className="flex gap-2 whitespace-pre-wrap text-slate-700 dark:text-slate-300">
          {announcement && (
            <Megaphone size={16} aria-hidden="true" className="mt-0.5 shrink-0 text-amber-600" />
          )}
          <span>
            {!announcement && <span className="font-semibold">{t('contests.clar.a')}</span>}
            {item.answer}
          </span>
        </p>
      ) : (
        <p className="text-slate-500 italic dark:text-slate-400">{t('contests.clar.waiting')}</p>
      )}
    </li>
  );
}
