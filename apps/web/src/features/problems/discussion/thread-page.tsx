/**
 * /problems/{id}/discussions/{threadId}, a thread (docs/product.md#discussion): the opening post, then
 * a page of replies (50, `?page=` in the address), each reply's own replies indented under it; the reply
 * form at the end and under a post when its Reply is pressed. A reply sent opens the page it is on.
 * Admins see hidden posts marked, with Hide/Restore, and Lock/Unlock of the thread. A locked thread (or a
 * closed discussion) says so and offers no forms.
 */
import { ArrowLeft, Lock, Unlock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { FullPageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useT } from '@/i18n/use-t';
import { useSession } from '@/lib/session/use-session';
import { createPost, setThreadLocked, useThreadMutation } from '../api/discussion-posts';
import { useThread } from '../api/get-thread';
import { PostCard, type PostContext } from './post-card';
import { PostForm } from './post-form';
import { postTree } from './post-tree';
import { SignInPrompt } from './sign-in-prompt';
import { SolutionBadge } from './solution-badge';

export function ThreadPage() {
  const t = useT();
  const { id = '', threadId = '' } = useParams();
  const { user } = useSession();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(searchParams.get('page'))) || 1);
  const showPage = (next: number) => {
    setSearchParams(next > 1 ? { page: String(next) } : {});
    window.scrollTo({ top: 0 });
  };
  const thread = useThread(threadId, page);
  // A notification's link ends in a post's anchor: once that page is shown, go to the post and focus it.
  const { hash } = useLocation();
  const shownPage = thread.data?.page;
  useEffect(() => {
    if (!hash || shownPage !== page) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
  }, [hash, shownPage, page]);
  // The post whose inline reply form is open ('' for none).
  const [replyingTo, setReplyingTo] = useState('');
  // Counts the replies sent, so the form at the end starts empty again after each.
  const [sent, setSent] = useState(0);
  const reply = useThreadMutation(threadId, id, (input: { body: string; parentId?: string }) =>
    createPost(threadId, input),
  );
  const lock = useThreadMutation(threadId, id, (locked: boolean) => setThreadLocked(threadId, locked));
  const problemPath = `/problems/${encodeURIComponent(id)}`;

  const back = (
    <Link
      to={problemPath}
      className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-indigo-600 hover:underline dark:text-indigo-400"
    >
      <ArrowLeft size={16} aria-hidden="true" />
      {t('problems.discussion.thread.back')}
    </Link>
  );

  if (thread.isPending) return <FullPageSpinner />;
  if (thread.isError)
    return (
      <div className="mx-auto max-w-4xl space-y-3">
        {back}
        <Alert tone="error">{errorMessage(thread.error, t('problems.discussion.thread.loadFailed'))}</Alert>
      </div>
    );

  const { thread: info, posts, closedReason, pages } = thread.data;
  const admin = user?.role === 'admin';
  const context: PostContext = {
    threadId,
    problemId: info.problemId,
    title: info.title,
    admin,
    signedIn: Boolean(user),
    writable: Boolean(user) && closedReason === null && !info.locked,
  };
  const tree = postTree(posts);

  const send = (input: { body: string }, parentId?: string) =>
    reply.mutate(parentId ? { ...input, parentId } : input, {
      onSuccess: (sentReply) => {
        setReplyingTo('');
        setSent((count) => count + 1);
        if (sentReply.page !== page) showPage(sentReply.page);
      },
    });
  const inlineReply = (parentId: string) =>
    replyingTo === parentId && (
      <div className="mt-3 border-l-2 border-indigo-200 pl-3 dark:border-indigo-800">
        <PostForm
          label={t('problems.discussion.thread.yourReply')}
          submitLabel={t('problems.discussion.post.reply')}
          busy={reply.isPending}
          error={reply.error}
          onCancel={() => setReplyingTo('')}
          onSubmit={(input) => send(input, parentId)}
        />
      </div>
    );
  const openReply = (postId: string) => () => {
    reply.reset();
    setReplyingTo(postId);
  };

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="min-w-0 text-xl font-bold break-words text-slate-900 sm:text-2xl dark:text-slate-100">
          {info.title}
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          {info.solution && <SolutionBadge />}
          {admin && (
            <Button
              variant="secondary"
              className="min-h-11"
              disabled={lock.isPending}
              onClick={() =>
                lock.mutate(!info.locked, { onError: (error) => toast.error(errorMessage(error)) })
              }
            >
              {info.locked ? <Unlock size={16} aria-hidden="true" /> : <Lock size={16} aria-hidden="true" />}
              {info.locked ? t('problems.discussion.thread.unlock') : t('problems.discussion.thread.lock')}
            </Button>
          )}
        </div>
      </div>
      {info.hidden && admin && <Alert tone="error">{t('problems.discussion.thread.hidden')}</Alert>}
      {info.locked && (
        <Alert tone="info">
          <span className="inline-flex items-center gap-1">
            <Lock size={14} aria-hidden="true" />
            {t('problems.discussion.thread.locked')}
          </span>
        </Alert>
      )}

      {tree.opening && (
        <PostCard
          post={tree.opening}
          context={context}
          onDeletedThread={info.replyCount === 0 ? () => void navigate(problemPath) : undefined}
        />
      )}

      <h2 className="text-sm font-semibold text-slate-700 dark:text-slate-300">
        {t('problems.discussion.thread.replyCount', { count: info.replyCount })}
      </h2>
      <ol className="space-y-3">
        {tree.replies.map((node) => (
          <li key={node.post.id}>
            <PostCard post={node.post} context={context} onReply={openReply(node.post.id)}>
              {node.replies.length > 0 && (
                <ol className="mt-3 space-y-3 border-l-2 border-slate-200 pl-2 sm:pl-4 dark:border-slate-700">
                  {node.replies.map((child) => (
                    <li key={child.id}>
                      <PostCard post={child} context={context} onReply={openReply(child.id)}>
                        {inlineReply(child.id)}
                      </PostCard>
                    </li>
                  ))}
                </ol>
              )}
              {inlineReply(node.post.id)}
            </PostCard>
          </li>
        ))}
      </ol>
      {pages > 1 && (
        <PaginationBar
          page={page}
          pages={pages}
          summary={t('problems.discussion.thread.page', { page, pages })}
          onPage={showPage}
        />
      )}

      {!user ? (
        <SignInPrompt />
      ) : closedReason && !info.locked ? (
        <Alert tone="info">{closedReason}</Alert>
      ) : (
        context.writable &&
        replyingTo === '' && (
          <div className="rounded-lg border border-slate-200 p-3 sm:p-4 dark:border-slate-700">
            <PostForm
              key={sent}
              label={t('problems.discussion.thread.replyToThread')}
              submitLabel={t('problems.discussion.post.reply')}
              busy={reply.isPending}
              error={reply.error}
              onSubmit={(input) => send(input)}
            />
          </div>
        )
      )}
    </div>
  );
}
