/**
 * One post of a thread: author, time and "edited" mark, the server's HTML (behind "Show solution" when it
 * is a spoiler for the viewer), the score with its votes, and the actions the viewer has on it: Reply,
 * Edit and Delete on their own, Report on others', Hide/Restore for admins. Deleted posts (and hidden
 * ones, to all but admins) show "[deleted]" and keep only their place.
 */
import type { DiscussionPost } from '@codeconquer/contracts';
import { postAnchor } from '@codeconquer/contracts/discussion-limits';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { RenderedHtml } from '@/components/markdown/rendered-html';
import { useLocale, useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { relativeTime } from '@/lib/relative-time';
import { cn } from '@/lib/cn';
import { deletePost, editPost, setPostHidden, useThreadMutation } from '../api/discussion-posts';
import { DeleteDialog } from './delete-dialog';
import { PostAuthor } from './post-author';
import { PostForm } from './post-form';
import { isGone } from './post-tree';
import { ReportDialog } from './report-dialog';
import { SpoilerGate } from './spoiler-gate';
import { VoteButtons } from './vote-buttons';

export type PostContext = {
  threadId: string;
  problemId: string;
  title: string;
  admin: boolean;
  signedIn: boolean;
  /** The viewer may write here now (signed in, thread not locked, discussion open). */
  writable: boolean;
};

type Props = {
  post: DiscussionPost;
  context: PostContext;
  /** Opens the reply form under this post; absent where replying is not offered. */
  onReply?: () => void;
  onDeletedThread?: () => void;
  children?: ReactNode;
};

const actionClasses =
  'min-h-11 rounded-lg px-3 text-sm font-medium text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 dark:text-slate-300 dark:hover:bg-slate-800';

export function PostCard({ post, context, onReply, onDeletedThread, children }: Props) {
  const t = useT();
  const { locale } = useLocale();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [reporting, setReporting] = useState(false);
  const { threadId, problemId } = context;
  const edit = useThreadMutation(threadId, problemId, (input: { body: string; title?: string }) =>
    editPost(post.id, input),
  );
  const remove = useThreadMutation(threadId, problemId, () => deletePost(post.id));
  const hide = useThreadMutation(threadId, problemId, (hidden: boolean) => setPostHidden(post.id, hidden));
  const gone = isGone(post, context.admin);
  const showError = (error: unknown) => toast.error(errorMessage(error));

  return (
    <article
      // A notification's link ends in this anchor; the thread page scrolls to it and focuses it.
      id={postAnchor(post.id)}
      tabIndex={-1}
      data-testid="post"
      data-post-id={post.id}
      aria-label={
        post.opening
          ? t('problems.discussion.post.opening')
          : t('problems.discussion.post.replyBy', {
              author: post.author?.username ?? t('problems.discussion.deleted'),
            })
      }
      className={cn(
        'min-w-0 scroll-mt-20 rounded-lg border border-slate-200 p-3 outline-none focus-visible:ring-2 focus-visible:ring-indigo-500 target:ring-2 target:ring-indigo-400 sm:p-4 dark:border-slate-700',
        post.hidden && context.admin && 'border-red-300 dark:border-red-800',
      )}
    >
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
        <PostAuthor author={post.author} size={post.opening ? 'md' : 'sm'} />
        <time dateTime={post.createdAt}>{relativeTime(post.createdAt, locale)}</time>
        {post.editedAt && !gone && (
          <span
            title={t('problems.discussion.post.editedAt', { time: relativeTime(post.editedAt, locale) })}
            className="italic"
          >
            {t('problems.discussion.post.edited')}
          </span>
        )}
        {post.hidden && context.admin && (
          <span className="rounded-full bg-red-100 px-2 py-0.5 font-medium text-red-700 dark:bg-red-900/50 dark:text-red-300">
            {t('problems.discussion.hidden')}
          </span>
        )}
      </header>

      <div className="mt-2">
        {gone ? (
          <p className="text-sm text-slate-500 italic dark:text-slate-400">
            {t('problems.discussion.deleted')}
          </p>
        ) : editing ? (
          <PostForm
            label={t('problems.discussion.post.editLabel')}
            submitLabel={t('problems.discussion.post.save')}
            initialBody={post.body}
            initialTitle={post.opening ? context.title : undefined}
            busy={edit.isPending}
            error={edit.error}
            onCancel={() => setEditing(false)}
            onSubmit={(input) => edit.mutate(input, { onSuccess: () => setEditing(false) })}
          />
        ) : (
          <SpoilerGate spoiler={post.spoiler}>
            <RenderedHtml html={post.bodyHtml} />
          </SpoilerGate>
        )}
      </div>

      {!gone && !editing && (
        <footer className="mt-2 flex flex-wrap items-center gap-1">
          <VoteButtons post={post} canVote={context.writable && !post.mine} onError={showError} />
          {onReply && context.writable && (
            <button type="button" className={actionClasses} onClick={onReply}>
              {t('problems.discussion.post.reply')}
            </button>
          )}
          {post.mine && context.writable && (
            <>
              <button type="button" className={actionClasses} onClick={() => setEditing(true)}>
                {t('problems.discussion.post.edit')}
              </button>
              <button type="button" className={actionClasses} onClick={() => setDeleting(true)}>
                {t('problems.discussion.delete.confirm')}
              </button>
            </>
          )}
          {context.signedIn && !post.mine && (
            <button type="button" className={actionClasses} onClick={() => setReporting(true)}>
              {t('problems.discussion.report.submit')}
            </button>
          )}
        </footer>
      )}
      {context.admin && !post.deleted && (
        <div className="mt-1">
          <button
            type="button"
            className={actionClasses}
            disabled={hide.isPending}
            onClick={() => hide.mutate(!post.hidden, { onError: showError })}
          >
            {post.hidden ? t('problems.discussion.post.restore') : t('problems.discussion.post.hide')}
          </button>
        </div>
      )}

      {children}

      {deleting && (
        <DeleteDialog
          opening={post.opening}
          busy={remove.isPending}
          error={remove.error}
          onClose={() => setDeleting(false)}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                setDeleting(false);
                if (post.opening) onDeletedThread?.();
              },
            })
          }
        />
      )}
      {reporting && <ReportDialog postId={post.id} onClose={() => setReporting(false)} />}
    </article>
  );
}
