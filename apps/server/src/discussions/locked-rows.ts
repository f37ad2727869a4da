/**
 * A post's or a thread's row read under a row lock for the rest of the transaction: every change to a
 * post (an edit, a vote, hiding it) and to a thread (locking it) reads what it changes this way, so two
 * changes of one row happen one after the other.
 */
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { discussionPosts, discussionThreads } from '../db/schema';
import type { PostRow, ThreadRow } from './discussion-views';

export async function lockedPost(tx: Transaction, postId: string): Promise<PostRow | undefined> {
  const [post] = await tx.select().from(discussionPosts).where(eq(discussionPosts.id, postId)).for('update');
  return post;
}

export async function lockedThread(tx: Transaction, threadId: string): Promise<ThreadRow | undefined> {
  const [thread] = await tx
    .select()
    .from(discussionThreads)
    .where(eq(discussionThreads.id, threadId))
    .for('update');
  return thread;
}
