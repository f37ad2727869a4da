/**
 * A post's score with Upvote / Downvote (aria-pressed marks the viewer's vote; a second click withdraws
 * it). The score moves at once and the server's count replaces it; a refusal (own post, locked thread)
 * puts it back and is shown by the caller.
 */
import type { DiscussionPost } from '@codeconquer/contracts';
import { ArrowBigDown, ArrowBigUp } from 'lucide-react';
import { useState } from 'react';
import { useT } from '@/i18n/use-t';
import { cn } from '@/lib/cn';
import { votePost } from '../api/discussion-posts';
import { nextVote, scoreAfterVote } from './vote';

type Props = { post: DiscussionPost; canVote: boolean; onError: (error: unknown) => void };

export function VoteButtons({ post, canVote, onError }: Props) {
  const t = useT();
  const [state, setState] = useState({ score: post.score, myVote: post.myVote, busy: false });
  const [seen, setSeen] = useState(post);
  // A fresh copy of the post from the server (the thread read again) resets what is shown.
  if (seen !== post) {
    setSeen(post);
    setState({ score: post.score, myVote: post.myVote, busy: false });
  }

  const vote = (clicked: 1 | -1) => {
    if (state.busy) return;
    const value = nextVote(state.myVote, clicked);
    const before = state;
    setState({ score: scoreAfterVote(state.score, state.myVote, value), myVote: value, busy: true });
    votePost(post.id, { value })
      .then((answer) => setState({ score: answer.score, myVote: answer.myVote, busy: false }))
      .catch((error: unknown) => {
        setState(before);
        onError(error);
      });
  };

  const arrow = (clicked: 1 | -1) => {
    const up = clicked > 0;
    const Icon = up ? ArrowBigUp : ArrowBigDown;
    const pressed = state.myVote === clicked;
    return (
      <button
        type="button"
        aria-label={up ? t('problems.discussion.upvote') : t('problems.discussion.downvote')}
        aria-pressed={pressed}
        // Not `disabled`: a disabled button loses the keyboard's focus, and the voter could not press again.
        aria-disabled={state.busy}
        onClick={() => vote(clicked)}
        className={cn(
          'flex h-11 w-11 items-center justify-center rounded-lg hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-500 aria-disabled:opacity-60 dark:hover:bg-slate-800',
          pressed
            ? up
              ? 'text-indigo-600 dark:text-indigo-400'
              : 'text-red-600 dark:text-red-400'
            : 'text-slate-500 dark:text-slate-400',
        )}
      >
        <Icon size={20} aria-hidden="true" fill={pressed ? 'currentColor' : 'none'} />
      </button>
    );
  };

  return (
    <div className="flex items-center">
      {canVote && arrow(1)}
      <span
        data-testid="post-score"
        aria-label={t('problems.discussion.scoreValue', { score: state.score })}
        className="min-w-6 px-1 text-center text-sm font-semibold text-slate-700 dark:text-slate-200"
      >
        {state.score}
      </span>
      {canVote && arrow(-1)}
    </div>
  );
}
