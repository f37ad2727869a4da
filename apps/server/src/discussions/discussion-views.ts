/**
 * Threads and posts as a viewer sees them: the list of a problem's threads (Hot, New, Top), and a thread
 * with its posts. A deleted or hidden post keeps its place while replies hang from it ("[deleted]"), and
 * is left out otherwise; a hidden thread is shown to admins only, marked so.
 */
import { and, asc, count, desc, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import {
  THREADS_PER_PAGE,
  type DiscussionPost,
  type DiscussionSort,
  type DiscussionThread,
  type PostAuthor,
} from '@codeconquer/contracts';
import type { Database } from '../db/client';
import { discussionPosts, discussionThreads, discussionVotes, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import { profilePhotoUrl } from '../accounts/user-view';
import type { DiscussionViewer } from './discussion-access';

export type ThreadRow = typeof discussionThreads.$inferSelect;
export type PostRow = typeof discussionPosts.$inferSelect;

const AUTHOR_FIELDS = {
  authorUsername: users.username,
  authorName: users.name,
  authorRating: users.rating,
  authorPhoto: users.profilePhoto,
};

type AuthorFields = {
  authorUsername: string | null;
  authorName: string | null;
  authorRating: number | null;
  authorPhoto: string | null;
};

function authorOf(row: AuthorFields): PostAuthor {
  if (row.authorUsername === null) return null;
  return {
    username: row.authorUsername,
    name: row.authorName ?? '',
    rating: row.authorRating ?? 0,
    profilePhotoUrl: profilePhotoUrl(row.authorPhoto),
  };
}

export function toThreadView(row: ThreadRow & AuthorFields): DiscussionThread {
  return {
    id: row.id,
    problemId: row.problemId,
    title: row.title,
    author: authorOf(row),
    solution: row.solution,
    score: row.score,
    replyCount: row.replyCount,
    locked: row.lockedAt !== null,
    hidden: row.hiddenAt !== null,
    createdAt: row.createdAt.toISOString(),
    lastActivityAt: row.lastActivityAt.toISOString(),
  };
}

/** What the viewer may see of a post, and how (see DiscussionPost). */
export function toPostView(
  row: PostRow & AuthorFields & { myVote: number | null },
  context: { viewer: DiscussionViewer; solved: boolean; solutionThread: boolean },
): DiscussionPost {
  const admin = context.viewer?.role === 'admin';
  const gone = row.deletedAt !== null || (row.hiddenAt !== null && !admin);
  const revealsSolution = (row.opening && context.solutionThread) || row.solutionCode;
  return {
    id: row.id,
    threadId: row.threadId,
    parentId: row.parentId,
    opening: row.opening,
    author: row.deletedAt ? null : authorOf(row),
    body: gone ? '' : row.body,
    bodyHtml: gone ? '' : row.bodyHtml,
    spoiler: !gone && revealsSolution && !context.solved,
    score: row.score,
    myVote: row.myVote ?? 0,
    mine: context.viewer !== null && row.authorId === context.viewer.id,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    deleted: row.deletedAt !== null,
    hidden: row.hiddenAt !== null,
  };
}

/** Threads everyone may see: not deleted, and not hidden unless the viewer is an admin. */
function shownThreads(viewer: DiscussionViewer): SQL | undefined {
  return viewer?.role === 'admin'
    ? isNull(discussionThreads.deletedAt)
    : and(isNull(discussionThreads.deletedAt), isNull(discussionThreads.hiddenAt));
}

/**
 * Hot: votes and replies, worn down by age (Hacker News' gravity, with replies counted as interest):
 * a new thread with a few votes is above an old one with many.
 */
const HOT = sql`(${discussionThreads.score} + ${discussionThreads.replyCount} + 1)
  / power(extract(epoch from (now() - ${discussionThreads.createdAt})) / 3600 + 2, 1.5)`;

const ORDER: Record<DiscussionSort, SQL[]> = {
  hot: [sql`${HOT} desc`, desc(discussionThreads.createdAt)],
  new: [desc(discussionThreads.createdAt), desc(discussionThreads.id)],
  top: [desc(discussionThreads.score), desc(discussionThreads.createdAt)],
};

export async function listThreads(
  db: Database,
  problemId: string,
  viewer: DiscussionViewer,
  query: { sort: DiscussionSort; page: number },
): Promise<{ threads: DiscussionThread[]; total: number }> {
  const where = and(eq(discussionThreads.problemId, problemId), shownThreads(viewer));
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...getTableColumns(discussionThreads), ...AUTHOR_FIELDS })
      .from(discussionThreads)
      .leftJoin(users, eq(users.id, discussionThreads.authorId))
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(THREADS_PER_PAGE)
      .offset((query.page - 1) * THREADS_PER_PAGE),
    db.select({ n: count() }).from(discussionThreads).where(where),
  ]);
  return { threads: rows.map(toThreadView), total: total?.n ?? 0 };
}

/** The number of threads the Discussion tab shows. */
export async function threadCount(
  db: Database,
  problemId: string,
  viewer: DiscussionViewer,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(discussionThreads)
    .where(and(eq(discussionThreads.problemId, problemId), shownThreads(viewer)));
  return row?.n ?? 0;
}

/** A thread the viewer may see, or THREAD_NOT_FOUND. */
export async function findThread(db: Database, threadId: string, viewer: DiscussionViewer) {
  const [row] = await db
    .select({ ...getTableColumns(discussionThreads), ...AUTHOR_FIELDS })
    .from(discussionThreads)
    .leftJoin(users, eq(users.id, discussionThreads.authorId))
    .where(and(eq(discussionThreads.id, threadId), shownThreads(viewer)));
  if (!row) throw new AppError('THREAD_NOT_FOUND');
  return row;
}

/** A thread's posts in the order written, with the viewer's votes; gone posts without replies left out. */
export async function threadPosts(
  db: Database,
  thread: ThreadRow,
  viewer: DiscussionViewer,
  solved: boolean,
): Promise<DiscussionPost[]> {
  const myVote = viewer
    ? sql<number | null>`(select ${discussionVotes.value} from ${discussionVotes}
        where ${discussionVotes.postId} = ${discussionPosts.id} and ${discussionVotes.userId} = ${viewer.id})`
    : sql<number | null>`null::integer`;
  const rows = await db
    .select({ ...getTableColumns(discussionPosts), ...AUTHOR_FIELDS, myVote })
    .from(discussionPosts)
    .leftJoin(users, eq(users.id, discussionPosts.authorId))
    .where(eq(discussionPosts.threadId, thread.id))
    .orderBy(desc(discussionPosts.opening), asc(discussionPosts.createdAt), asc(discussionPosts.id));
  const context = { viewer, solved, solutionThread: thread.solution };
  const views = rows.map((row) => toPostView(row, context));
  const gone = (post: DiscussionPost) => post.deleted || (post.hidden && viewer?.role !== 'admin');
  const hasShownReply = new Set(views.filter((post) => !gone(post)).map((post) => post.parentId));
  return views.filter((post) => !gone(post) || post.opening || hasShownReply.has(post.id));
}
