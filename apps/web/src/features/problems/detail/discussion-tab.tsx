/**
 * The problem page's Discussion tab (docs/product.md#discussion): the threads in Hot, New or Top order, 20
 * a page, and the "New thread" form for signed-in users; guests read and get a sign-in prompt instead of
 * the form. During a running contest that holds the problem its contestants get the server's refusal
 * (DISCUSSION_CLOSED_IN_CONTEST) in place of the list.
 */
import { DISCUSSION_SORTS, THREADS_PER_PAGE, type DiscussionSort } from '@codeconquer/contracts';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { Spinner } from '@/components/ui/spinner';
import type { MessageId } from '@/i18n/message-id';
import { useT } from '@/i18n/use-t';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDiscussions } from '../api/get-discussions';
import { NewThreadForm } from '../discussion/new-thread-form';
import { SignInPrompt } from '../discussion/sign-in-prompt';
import { ThreadRow } from '../discussion/thread-row';

const SORT_LABELS: Record<DiscussionSort, MessageId> = {
  hot: 'problems.discussion.sort.hot',
  new: 'problems.discussion.sort.new',
  top: 'problems.discussion.sort.top',
};

export function DiscussionTab({ problemId, signedIn }: { problemId: string; signedIn: boolean }) {
  const t = useT();
  const [sort, setSort] = useState<DiscussionSort>('hot');
  const [page, setPage] = useState(1);
  const [writing, setWriting] = useState(false);
  const list = useDiscussions(problemId, sort, page);

  if (list.isPending) return <Spinner className="mx-auto h-6 w-6" />;
  if (list.isError) {
    const closed =
      list.error instanceof ApiRequestError && list.error.code === 'DISCUSSION_CLOSED_IN_CONTEST';
    return (
      <Alert tone={closed ? 'info' : 'error'}>
        {errorMessage(list.error, t('problems.discussion.loadFailed'))}
      </Alert>
    );
  }
  const { threads, total, closedReason } = list.data;
  const pages = Math.max(1, Math.ceil(total / THREADS_PER_PAGE));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={t('problems.discussion.sortLabel')} className="flex gap-1">
          {DISCUSSION_SORTS.map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={sort === key}
              onClick={() => {
                setSort(key);
                setPage(1);
              }}
              className={cn(
                'min-h-11 rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-500',
                sort === key
                  ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300'
                  : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
              )}
            >
              {t(SORT_LABELS[key])}
            </button>
          ))}
        </div>
        {signedIn && !closedReason && !writing && (
          <Button onClick={() => setWriting(true)} className="min-h-11">
            <Plus size={16} aria-hidden="true" />
            {t('problems.discussion.newThread')}
          </Button>
        )}
      </div>
      {closedReason &&
        (signedIn ? <Alert tone="info">{closedReason}</Alert> : <SignInPrompt message={closedReason} />)}
      {writing && <NewThreadForm problemId={problemId} onCancel={() => setWriting(false)} />}
      {threads.length === 0 ? (
        <EmptyState title={signedIn ? t('problems.discussion.emptyFirst') : t('problems.discussion.empty')} />
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {threads.map((thread) => (
            <ThreadRow key={thread.id} thread={thread} />
          ))}
        </ul>
      )}
      {total > THREADS_PER_PAGE && (
        <PaginationBar
          page={page}
          pages={pages}
          summary={t('problems.discussion.page', { page, pages })}
          onPage={setPage}
        />
      )}
    </div>
  );
}
