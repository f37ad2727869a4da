/**
 * Votes: one per user and post, up (+1), down (-1) or withdrawn (0). The post's row is locked first, so
 * that parallel votes (the same user's double click, many users at once) are applied one after another
 * and the stored score is always the sum of the votes. An opening post's score is its thread's too.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { discussionPosts, discussionThreads, discussionVotes } from '../db/schema';
import { AppError } from '../lib/app-error';
import { openThread, type Writer } from './posting';
import { lockedPost } from './locked-rows';

export async function vote(
  db: Database,
  postId: string,
  voter: Writer,
  value: -1 | 0 | 1,
): Promise<{ score: number; myVote: number }> {
  return db.transaction(async (tx) => {
    const post = await lockedPost(tx, postId);
    if (!post || post.hiddenAt || post.deletedAt) throw new AppError('POST_NOT_FOUND');
    if (post.authorId === voter.id) throw new AppError('OWN_POST_VOTE');
    await openThread(tx, post.threadId);
    const mine = and(eq(discussionVotes.postId, postId), eq(discussionVotes.userId, voter.id));
    const [before] = await tx.select({ value: discussionVotes.value }).from(discussionVotes).where(mine);
    const change = value - (before?.value ?? 0);
    if (change === 0) return { score: post.score, myVote: value };
    if (value === 0) await tx.delete(discussionVotes).where(mine);
    else
      await tx
        .insert(discussionVotes)
        .values({ postId, userId: voter.id, value })
        .onConflictDoUpdate({ target: [discussionVotes.postId, discussionVotes.userId], set: { value } });
    const [updated] = await tx
      .update(discussionPosts)
      .set({ score: sql`${discussionPosts.score} + ${change}` })
      .where(eq(discussionPosts.id, postId))
      .returning({ score: discussionPosts.score });
    if (post.opening)
      await tx
        .update(discussionThreads)
        .set({ score: sql`${discussionThreads.score} + ${change}` })
        .where(eq(discussionThreads.id, post.threadId));
    return { score: updated?.score ?? post.score + change, myVote: value };
  });
}
