/**
 * Threads and posts as a viewer sees them: the list of a problem's threads (Hot, New, Top), and a thread
 * with its posts. A deleted or hidden post keeps its place while replies hang from it ("[deleted]"), and
 * is left out otherwise; a hidden thread is shown to admins only, marked so.
 */
import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  lt,
  lte,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import {
  REPLIES_PER_PAGE,
  THREADS_PER_PAGE,
  type DiscussionPost,
  type DiscussionSort,
  type DiscussionThread,
  type PostAuthor,
} from '@codeconquer/contracts';
import type { Database, Transaction } from '../db/client';
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
  const mine = context.viewer !== null && row.authorId === context.viewer.id;
  return {
    id: row.id,
    threadId: row.threadId,
    parentId: row.parentId,
    opening: row.opening,
    author: row.deletedAt ? null : authorOf(row),
    body: gone ? '' : row.body,
    bodyHtml: gone ? '' : row.bodyHtml,
    // Nothing is hidden from its own author, who wrote it.
    spoiler: !gone && revealsSolution && !context.solved && !mine,
    score: row.score,
    myVote: row.myVote ?? 0,
    mine,
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

/**
 * Whether a post is gone for the viewer: deleted, or hidden from all but admins. A gone post keeps its
 * place only while a reply that is not gone hangs from it ("[deleted]").
 */
function goneFor(viewer: DiscussionViewer, post: typeof discussionPosts): SQL {
  const deleted = sql`${post.deletedAt} is not null`;
  return viewer?.role === 'admin' ? deleted : or(deleted, sql`${post.hiddenAt} is not null`)!;
}

/** The replies to the opening post the viewer sees, in the order written. */
function shownTopLevel(threadId: string, viewer: DiscussionViewer): SQL {
  const child = aliasedTable(discussionPosts, 'child');
  return and(
    eq(discussionPosts.threadId, threadId),
    eq(discussionPosts.opening, false),
    isNull(discussionPosts.parentId),
    or(
      not(goneFor(viewer, discussionPosts)),
      sql`exists (select 1 from ${discussionPosts} as ${child} where ${child.parentId} = ${discussionPosts.id} and not (${goneFor(viewer, child)}))`,
    ),
  )!;
}

/**
 * The page of its thread a post is on (docs/product.md#discussion): the page of the reply to the opening
 * post it is, or hangs from.
 */
export async function pageOfPost(
  db: Database | Transaction,
  post: Pick<PostRow, 'threadId' | 'parentId' | 'opening' | 'id' | 'createdAt'>,
  viewer: DiscussionViewer,
): Promise<number> {
  if (post.opening) return 1;
  const [anchor] = post.parentId
    ? await db
        .select({ id: discussionPosts.id, createdAt: discussionPosts.createdAt })
        .from(discussionPosts)
        .where(eq(discussionPosts.id, post.parentId))
    : [post];
  if (!anchor) return 1;
  const [before] = await db
    .select({ n: count() })
    .from(discussionPosts)
    .where(
      and(
        shownTopLevel(post.threadId, viewer),
        or(
          lt(discussionPosts.createdAt, anchor.createdAt),
          and(eq(discussionPosts.createdAt, anchor.createdAt), lte(discussionPosts.id, anchor.id)),
        ),
      ),
    );
  return Math.max(1, Math.ceil((before?.n ?? 0) / REPLIES_PER_PAGE));
}

/** Posts with their authors and the viewer's votes, in the order a thread shows them. */
function postRows(db: Database, viewer: DiscussionViewer, where: SQL) {
  const myVote = viewer
    ? sql<number | null>`(select ${discussionVotes.value} from ${discussionVotes}
        where ${discussionVotes.postId} = ${discussionPosts.id} and ${discussionVotes.userId} = ${viewer.id})`
    : sql<number | null>`null::integer`;
  return db
    .select({ ...getTableColumns(discussionPosts), ...AUTHOR_FIELDS, myVote })
    .from(discussionPosts)
    .leftJoin(users, eq(users.id, discussionPosts.authorId))
    .where(where)
    .orderBy(desc(discussionPosts.opening), asc(discussionPosts.createdAt), asc(discussionPosts.id));
}

/** One post of a thread as the viewer sees it (a post read back after a change, a reported post). */
export async function postInThread(
  db: Database,
  thread: ThreadRow,
  postId: string,
  viewer: DiscussionViewer,
  solved: boolean,
): Promise<DiscussionPost | undefined> {
  const [row] = await postRows(
    db,
    viewer,
    and(eq(discussionPosts.threadId, thread.id), eq(discussionPosts.id, postId))!,
  );
  return row && toPostView(row, { viewer, solved, solutionThread: thread.solution });
}

/**
 * One page of a thread: the opening post, then REPLIES_PER_PAGE replies to it in the order written, each
 * followed by the replies under it, with the viewer's votes; gone posts without replies left out.
 */
export async function threadPosts(
  db: Database,
  thread: ThreadRow,
  viewer: DiscussionViewer,
  solved: boolean,
  page: number,
): Promise<{ posts: DiscussionPost[]; pages: number }> {
  const [counted] = await db
    .select({ n: count() })
    .from(discussionPosts)
    .where(shownTopLevel(thread.id, viewer));
  const pages = Math.max(1, Math.ceil((counted?.n ?? 0) / REPLIES_PER_PAGE));
  const topLevel = await db
    .select({ id: discussionPosts.id })
    .from(discussionPosts)
    .where(shownTopLevel(thread.id, viewer))
    .orderBy(asc(discussionPosts.createdAt), asc(discussionPosts.id))
    .limit(REPLIES_PER_PAGE)
    .offset((page - 1) * REPLIES_PER_PAGE);
  const topIds = topLevel.map((row) => row.id);
  const onThisPage = [eq(discussionPosts.opening, true)];
  if (topIds.length > 0)
    onThisPage.push(inArray(discussionPosts.id, topIds), inArray(discussionPosts.parentId, topIds));
  const rows = await postRows(db, viewer, and(eq(discussionPosts.threadId, thread.id), or(...onThisPage))!);
  const context = { viewer, solved, solutionThread: thread.solution };
  const views = rows.map((row) => toPostView(row, context));
  const gone = (post: DiscussionPost) => post.deleted || (post.hidden && viewer?.role !== 'admin');
  const hasShownReply = new Set(views.filter((post) => !gone(post)).map((post) => post.parentId));
  return { posts: views.filter((post) => !gone(post) || post.opening || hasShownReply.has(post.id)), pages };
}
