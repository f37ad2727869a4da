/**
 * One thread in the Discussion tab's list: title (to the thread page), marks, author, time, score, replies.
 * The title's link covers the whole row (a big target on a phone); the author's link sits above it.
 */
import type { DiscussionThread } from '@codeconquer/contracts';
import { ArrowBigUp, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { useLocale, useT } from '@/i18n/use-t';
import { relativeTime } from '@/lib/relative-time';
import { threadPath } from './paths';
import { PostAuthor } from './post-author';
import { SolutionBadge } from './solution-badge';

export function ThreadRow({ thread }: { thread: DiscussionThread }) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <li data-testid="thread-row" className="relative flex gap-3 py-3">
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={threadPath(thread.problemId, thread.id)}
            className="min-w-0 font-medium break-words text-slate-900 after:absolute after:inset-0 after:content-[''] hover:text-indigo-600 hover:underline dark:text-slate-100 dark:hover:text-indigo-400"
          >
            {thread.title}
          </Link>
          {thread.solution && <SolutionBadge />}
          {thread.locked && (
            <span className="text-xs text-slate-500 dark:text-slate-400">
              {t('problems.discussion.locked')}
            </span>
          )}
          {thread.hidden && (
            <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs text-red-700 dark:bg-red-900/50 dark:text-red-300">
              {t('problems.discussion.hidden')}
            </span>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
          <span className="relative z-10 min-w-0">
            <PostAuthor author={thread.author} />
          </span>
          <time dateTime={thread.createdAt}>{relativeTime(thread.createdAt, locale)}</time>
        </div>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1 text-sm text-slate-600 dark:text-slate-300">
        <span className="inline-flex items-center gap-1" title={t('problems.discussion.score')}>
          <ArrowBigUp size={16} aria-hidden="true" />
          <span className="sr-only">{t('problems.discussion.score')} </span>
          {thread.score}
        </span>
        <span className="inline-flex items-center gap-1" title={t('problems.discussion.replies')}>
          <MessageSquare size={14} aria-hidden="true" />
          {thread.replyCount}
          <span className="sr-only"> {t('problems.discussion.replyWord', { count: thread.replyCount })}</span>
        </span>
      </div>
    </li>
  );
}
