/**
 * Moderation: anyone signed in reports a post with a reason; admins read the open reports, hide or
 * restore a post (a hidden opening post hides its thread), lock or unlock a thread, and dismiss a report.
 * Every admin action is written to the audit log in its own transaction, and settles the post's reports.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DiscussionReport } from '@codeconquer/contracts';
import type { Database, Transaction } from '../db/client';
import { discussionPosts, discussionReports, discussionThreads, users } from '../db/schema';
import { AppError } from '../lib/app-error';
import { profilePhotoUrl } from '../accounts/user-view';
import { recordAudit } from '../admin/audit-log';
import { findThread, pageOfPost, postInThread, toThreadView } from './discussion-views';
import { lockedPost, lockedThread } from './locked-rows';
import { addNotifications } from '../notifications/notify';
import { threadLink, type Writer } from './posting';

type Admin = { id: string; role: 'admin' };

/** Reports a post (a second open report of the same post by the same user changes nothing). */
export async function reportPost(
  db: Database,
  postId: string,
  reporter: Writer,
  reason: string,
): Promise<void> {
  const [post] = await db
    .select({ id: discussionPosts.id })
    .from(discussionPosts)
    .where(and(eq(discussionPosts.id, postId), isNull(discussionPosts.deletedAt)));
  if (!post) throw new AppError('POST_NOT_FOUND');
  await db
    .insert(discussionReports)
    .values({ postId, reporterId: reporter.id, reason })
    .onConflictDoNothing({
      target: [discussionReports.postId, discussionReports.reporterId],
      where: sql`${discussionReports.resolvedAt} is null`,
    });
}

/** Open reports, oldest first, each with the post as an admin sees it and its thread. */
export async function openReports(db: Database, admin: Admin): Promise<DiscussionReport[]> {
  const rows = await db
    .select({
      id: discussionReports.id,
      postId: discussionReports.postId,
      reason: discussionReports.reason,
      createdAt: discussionReports.createdAt,
      reporterUsername: users.username,
      reporterName: users.name,
      reporterRating: users.rating,
      reporterPhoto: users.profilePhoto,
      threadId: discussionPosts.threadId,
    })
    .from(discussionReports)
    .innerJoin(discussionPosts, eq(discussionPosts.id, discussionReports.postId))
    .leftJoin(users, eq(users.id, discussionReports.reporterId))
    .where(isNull(discussionReports.resolvedAt))
    .orderBy(asc(discussionReports.createdAt))
    .limit(200);
  const reports: DiscussionReport[] = [];
  const threads = new Map<string, Awaited<ReturnType<typeof findThread>>>();
  for (const row of rows) {
    const thread = threads.get(row.threadId) ?? (await findThread(db, row.threadId, admin).catch(() => null));
    if (!thread) continue;
    threads.set(row.threadId, thread);
    const post = await postInThread(db, thread, row.postId, admin, true);
    // A post its author deleted needs no moderation.
    if (!post || post.deleted) continue;
    reports.push({
      id: row.id,
      reason: row.reason,
      createdAt: row.createdAt.toISOString(),
      reporter:
        row.reporterUsername === null
          ? null
          : {
              username: row.reporterUsername,
              name: row.reporterName ?? '',
              rating: row.reporterRating ?? 0,
              profilePhotoUrl: profilePhotoUrl(row.reporterPhoto),
            },
      post,
      thread: toThreadView(thread),
    });
  }
  return reports;
}

async function settleReports(tx: Transaction, postIds: string[], admin: Admin, now: Date): Promise<void> {
  await tx
    .update(discussionReports)
    .set({ resolvedAt: now, resolvedBy: admin.id })
    .where(and(inArray(discussionReports.postId, postIds), isNull(discussionReports.resolvedAt)));
}

/**
 * Hides (or restores) a post; a hidden opening post hides its whole thread. The thread's reply count
 * follows. Answers the post's author and thread, for telling the author.
 */
export async function setPostHidden(
  db: Database,
  postId: string,
  hidden: boolean,
  admin: Admin,
  now: Date,
): Promise<{ notified: string[] }> {
  return db.transaction(async (tx) => {
    const post = await lockedPost(tx, postId);
    if (!post) throw new AppError('POST_NOT_FOUND');
    const thread = await lockedThread(tx, post.threadId);
    if (!thread) throw new AppError('THREAD_NOT_FOUND');
    await settleReports(tx, [postId], admin, now);
    if ((post.hiddenAt !== null) === hidden) return { notified: [] };
    await tx
      .update(discussionPosts)
      .set({ hiddenAt: hidden ? now : null })
      .where(eq(discussionPosts.id, postId));
    if (post.opening)
      await tx
        .update(discussionThreads)
        .set({ hiddenAt: hidden ? now : null })
        .where(eq(discussionThreads.id, thread.id));
    else if (!post.deletedAt)
      await tx
        .update(discussionThreads)
        .set({ replyCount: sql`greatest(${discussionThreads.replyCount} + ${hidden ? -1 : 1}, 0)` })
        .where(eq(discussionThreads.id, thread.id));
    await recordAudit(tx, {
      adminId: admin.id,
      action: hidden ? 'discussion.hide' : 'discussion.restore',
      target: { type: 'thread', id: thread.id },
      before: { post: postId, hidden: !hidden },
      after: { post: postId, hidden },
    });
    // Its author hears of it (a moderation action on their post), with where it happened.
    const notified = post.authorId
      ? await addNotifications(tx, [
          {
            userId: post.authorId,
            kind: 'moderation',
            text: hidden
              ? `An admin hid your post in “${thread.title}”.`
              : `An admin restored your post in “${thread.title}”.`,
            link: threadLink(thread, { page: await pageOfPost(tx, post, null), postId: post.id }),
          },
        ])
      : [];
    return { notified };
  });
}

export async function setThreadLocked(
  db: Database,
  threadId: string,
  locked: boolean,
  admin: Admin,
  now: Date,
): Promise<{ notified: string[] }> {
  return db.transaction(async (tx) => {
    const thread = await lockedThread(tx, threadId);
    if (!thread || thread.deletedAt) throw new AppError('THREAD_NOT_FOUND');
    if ((thread.lockedAt !== null) === locked) return { notified: [] };
    await tx
      .update(discussionThreads)
      .set({ lockedAt: locked ? now : null })
      .where(eq(discussionThreads.id, threadId));
    await recordAudit(tx, {
      adminId: admin.id,
      action: locked ? 'discussion.lock' : 'discussion.unlock',
      target: { type: 'thread', id: threadId },
      before: { locked: !locked },
      after: { locked },
    });
    if (!thread.authorId) return { notified: [] };
    const notified = await addNotifications(tx, [
      {
        userId: thread.authorId,
        kind: 'moderation',
        text: locked
          ? `An admin locked your thread “${thread.title}”: it takes no new replies.`
          : `An admin opened your thread “${thread.title}” again.`,
        link: threadLink(thread),
      },
    ]);
    return { notified };
  });
}

/** Closes a report with no action on the post. */
export async function dismissReport(db: Database, reportId: string, admin: Admin, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [report] = await tx
      .update(discussionReports)
      .set({ resolvedAt: now, resolvedBy: admin.id })
      .where(and(eq(discussionReports.id, reportId), isNull(discussionReports.resolvedAt)))
      .returning();
    if (!report) throw new AppError('NOT_FOUND', 'This report was not found or is already dealt with.');
    const [post] = await tx
      .select({ threadId: discussionPosts.threadId })
      .from(discussionPosts)
      .where(eq(discussionPosts.id, report.postId));
    await recordAudit(tx, {
      adminId: admin.id,
      action: 'discussion.dismiss-report',
      target: { type: 'thread', id: post?.threadId ?? report.postId },
      before: { post: report.postId, reason: report.reason },
      after: null,
    });
  });
}
