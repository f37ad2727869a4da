/**
 * Writing in a discussion: starting a thread, replying, editing and deleting one's own posts. Every text
 * is rendered once here (rendering/markdown.ts) and stored with its HTML. Writing is limited per user
 * (site setting `discussionPostLimit`, counted in the database so every server counts the same), and the
 * same text posted twice in a row is refused.
 */
import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import {
  postAnchor,
  type CreatePostBody,
  type CreateThreadBody,
  type EditPostBody,
} from '@codeconquer/contracts';
import type { Database, Queryable, Transaction } from '../db/client';
import { discussionPosts, discussionThreads } from '../db/schema';
import { AppError } from '../lib/app-error';
import { renderOffThread } from '../rendering/render-pool';
import { loadSettings } from '../settings/site-settings';
import { addNotifications, type NewNotification } from '../notifications/notify';
import { noticesForPost } from './discussion-notices';
import { pageOfPost, type PostRow, type ThreadRow } from './discussion-views';
import { lockedPost } from './locked-rows';

export type Writer = { id: string; role: 'user' | 'admin' };
/** A writer whose name the notifications of their post show. */
export type NamedWriter = Writer & { username: string };

/**
 * The thread page's address in the web app (a notification's link): at the page of its posts given, and
 * at the post given (the page scrolls to it and focuses it).
 */
export function threadLink(
  thread: Pick<ThreadRow, 'problemId' | 'id'>,
  at: { page: number; postId: string } | null = null,
): string {
  const address = `/problems/${encodeURIComponent(thread.problemId)}/discussions/${thread.id}`;
  if (!at) return address;
  return `${address}${at.page > 1 ? `?page=${at.page}` : ''}#${postAnchor(at.postId)}`;
}

/**
 * Stores the notifications of a new post (discussion-notices.ts) in its transaction; answers who got
 * one, for the notifier to push once the transaction has committed.
 */
async function notifyOfPost(
  tx: Transaction,
  thread: Pick<ThreadRow, 'problemId' | 'id' | 'title'>,
  post: PostRow & { authorId: string },
  writer: NamedWriter,
  repliedTo: (string | null)[],
): Promise<string[]> {
  const notices = await noticesForPost(tx, post, repliedTo);
  if (notices.length === 0) return [];
  // Everyone told is sent to the page the post is on as a guest would count it (a hidden reply before it
  // may shift it for an admin by one).
  const page = await pageOfPost(tx, post, null);
  const items: NewNotification[] = notices.map(({ userId, kind }) => ({
    userId,
    kind,
    text:
      kind === 'reply'
        ? `${writer.username} replied in “${thread.title}”`
        : `${writer.username} mentioned you in “${thread.title}”`,
    link: threadLink(thread, { page, postId: post.id }),
  }));
  return addNotifications(tx, items);
}

/** A text is the same as another when it differs only in surrounding whitespace. */
const sameText = (a: string, b: string) => a.trim() === b.trim();

/** The post's stored form: its Markdown, its HTML, and whether it reveals a solution. */
async function rendered(body: string) {
  const { html, solutionCode } = await renderOffThread(body);
  return { body, bodyHtml: html, solutionCode };
}

/** Refuses a post over the user's limit (the site setting) or equal to their last one. */
async function refuseOverLimit(db: Queryable, writer: Writer, body: string, now: Date): Promise<void> {
  if (writer.role === 'admin') return;
  const { posts, minutes } = (await loadSettings(db)).discussionPostLimit;
  const since = new Date(now.getTime() - minutes * 60_000);
  const [recent] = await db
    .select({ n: count() })
    .from(discussionPosts)
    .where(and(eq(discussionPosts.authorId, writer.id), gte(discussionPosts.createdAt, since)));
  if ((recent?.n ?? 0) >= posts)
    throw new AppError(
      'POSTING_TOO_FAST',
      `You can write ${posts} posts every ${minutes} minutes. Please wait a little before posting again.`,
      { retryAfter: 60 },
    );
  const [last] = await db
    .select({ body: discussionPosts.body })
    .from(discussionPosts)
    .where(and(eq(discussionPosts.authorId, writer.id), isNull(discussionPosts.deletedAt)))
    .orderBy(desc(discussionPosts.createdAt))
    .limit(1);
  if (last && sameText(last.body, body)) throw new AppError('DUPLICATE_POST');
}

/**
 * A new post's Markdown rendered, once the writer is known to be within their limit: a post that will
 * be refused costs no rendering. The transaction checks again under the lock (checkPostingRate).
 */
async function renderedWithinLimit(db: Database, writer: Writer, body: string, now: Date) {
  await refuseOverLimit(db, writer, body, now);
  return rendered(body);
}

/**
 * Refuses a post over the user's limit or equal to their last one, under a lock on the user's own posts
 * (an advisory lock per user), so that parallel requests count each other.
 */
async function checkPostingRate(tx: Transaction, writer: Writer, body: string, now: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${POSTING_LOCK}, hashtext(${writer.id}))`);
  await refuseOverLimit(tx, writer, body, now);
}

/** First key of the per-user posting locks (two-key advisory locks). */
const POSTING_LOCK = 7_310_217;

export async function createThread(
  db: Database,
  problemId: string,
  writer: NamedWriter,
  input: Required<CreateThreadBody>,
  now: Date,
): Promise<{ thread: ThreadRow; post: PostRow; notified: string[] }> {
  const stored = await renderedWithinLimit(db, writer, input.body, now);
  return db.transaction(async (tx) => {
    await checkPostingRate(tx, writer, input.body, now);
    const [thread] = await tx
      .insert(discussionThreads)
      .values({
        problemId,
        authorId: writer.id,
        title: input.title,
        solution: input.solution,
        createdAt: now,
        lastActivityAt: now,
      })
      .returning();
    if (!thread) throw new Error('insert returned no row');
    const [post] = await tx
      .insert(discussionPosts)
      .values({ threadId: thread.id, authorId: writer.id, opening: true, createdAt: now, ...stored })
      .returning();
    if (!post) throw new Error('insert returned no row');
    const notified = await notifyOfPost(tx, thread, { ...post, authorId: writer.id }, writer, []);
    return { thread, post, notified };
  });
}

/** A thread that may take a reply or a vote: there, and not locked. */
export async function openThread(tx: Transaction, threadId: string): Promise<ThreadRow> {
  const [thread] = await tx
    .select()
    .from(discussionThreads)
    .where(
      and(
        eq(discussionThreads.id, threadId),
        isNull(discussionThreads.deletedAt),
        isNull(discussionThreads.hiddenAt),
      ),
    )
    .for('update');
  if (!thread) throw new AppError('THREAD_NOT_FOUND');
  if (thread.lockedAt) throw new AppError('THREAD_LOCKED');
  return thread;
}

export async function createReply(
  db: Database,
  thread: ThreadRow,
  writer: NamedWriter,
  input: CreatePostBody,
  now: Date,
): Promise<{ post: PostRow; notified: string[] }> {
  const stored = await renderedWithinLimit(db, writer, input.body, now);
  return db.transaction(async (tx) => {
    await openThread(tx, thread.id);
    let parentId: string | null = null;
    const repliedTo: (string | null)[] = [thread.authorId];
    if (input.parentId) {
      const [parent] = await tx
        .select({
          id: discussionPosts.id,
          parentId: discussionPosts.parentId,
          opening: discussionPosts.opening,
          authorId: discussionPosts.authorId,
        })
        .from(discussionPosts)
        .where(and(eq(discussionPosts.id, input.parentId), eq(discussionPosts.threadId, thread.id)));
      if (!parent) throw new AppError('POST_NOT_FOUND');
      // One level of nesting: a reply to a reply joins its parent's replies; the opening post's are the thread's.
      parentId = parent.opening ? null : (parent.parentId ?? parent.id);
      repliedTo.push(parent.authorId);
    }
    await checkPostingRate(tx, writer, input.body, now);
    const [post] = await tx
      .insert(discussionPosts)
      .values({ threadId: thread.id, authorId: writer.id, parentId, createdAt: now, ...stored })
      .returning();
    if (!post) throw new Error('insert returned no row');
    await tx
      .update(discussionThreads)
      .set({ replyCount: sql`${discussionThreads.replyCount} + 1`, lastActivityAt: now })
      .where(eq(discussionThreads.id, thread.id));
    const notified = await notifyOfPost(tx, thread, { ...post, authorId: writer.id }, writer, repliedTo);
    return { post, notified };
  });
}

/** A post of the writer's own that is still there, locked for the change. */
async function ownPost(tx: Transaction, postId: string, writer: Writer): Promise<PostRow> {
  const post = await lockedPost(tx, postId);
  if (!post || post.hiddenAt) throw new AppError('POST_NOT_FOUND');
  if (post.deletedAt) throw new AppError('POST_DELETED');
  if (post.authorId !== writer.id) throw new AppError('NOT_YOUR_POST');
  return post;
}

export async function editPost(
  db: Database,
  postId: string,
  writer: Writer,
  input: EditPostBody,
  now: Date,
): Promise<PostRow> {
  const stored = await rendered(input.body);
  return db.transaction(async (tx) => {
    const post = await ownPost(tx, postId, writer);
    await openThread(tx, post.threadId);
    const [edited] = await tx
      .update(discussionPosts)
      .set({ ...stored, editedAt: now })
      .where(eq(discussionPosts.id, postId))
      .returning();
    if (post.opening && input.title !== undefined)
      await tx
        .update(discussionThreads)
        .set({ title: input.title })
        .where(eq(discussionThreads.id, post.threadId));
    if (!edited) throw new AppError('POST_NOT_FOUND');
    return edited;
  });
}

/**
 * Deletes one's own post: its text goes; while replies hang from it, it stays in its place as
 * "[deleted]". An opening post deleted before anyone replied takes its thread with it.
 */
export async function deletePost(db: Database, postId: string, writer: Writer, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const post = await ownPost(tx, postId, writer);
    await tx
      .update(discussionPosts)
      .set({ deletedAt: now, body: '', bodyHtml: '', solutionCode: false })
      .where(eq(discussionPosts.id, postId));
    if (!post.opening) {
      await tx
        .update(discussionThreads)
        .set({ replyCount: sql`greatest(${discussionThreads.replyCount} - 1, 0)` })
        .where(eq(discussionThreads.id, post.threadId));
      return;
    }
    await tx
      .update(discussionThreads)
      .set({ deletedAt: now })
      .where(and(eq(discussionThreads.id, post.threadId), eq(discussionThreads.replyCount, 0)));
  });
}
