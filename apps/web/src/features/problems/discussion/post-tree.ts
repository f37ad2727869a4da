/**
 * A thread's posts as the page lays them out: the server sends them flat (the opening post first, then in
 * the order written, `parentId` naming the reply a post answers); the page shows the opening post, then
 * each reply to the thread with the replies to it indented under it (one level, as the server keeps).
 */
import type { DiscussionPost } from '@codeconquer/contracts';

export type ReplyNode = { post: DiscussionPost; replies: DiscussionPost[] };
export type PostTree = { opening: DiscussionPost | undefined; replies: ReplyNode[] };

export function postTree(posts: readonly DiscussionPost[]): PostTree {
  const opening = posts.find((post) => post.opening);
  const byId = new Map(posts.map((post) => [post.id, post]));
  const nodes = new Map<string, ReplyNode>();
  const replies: ReplyNode[] = [];
  for (const post of posts) {
    if (post.opening) continue;
    const parent = post.parentId ? byId.get(post.parentId) : undefined;
    // A reply to the opening post, to nothing, or to a post not sent, answers the thread.
    if (!parent || parent.opening) {
      const node = { post, replies: [] };
      nodes.set(post.id, node);
      replies.push(node);
      continue;
    }
    // A reply to a nested reply (the server never stores one) joins that reply's own parent.
    const top = nodes.get(parent.id) ?? (parent.parentId ? nodes.get(parent.parentId) : undefined);
    if (top) top.replies.push(post);
    else {
      const node = { post, replies: [] };
      nodes.set(post.id, node);
      replies.push(node);
    }
  }
  return { opening, replies };
}

/**
 * Whether a post shows "[deleted]" in place of its text: deleted, or hidden by an admin (only admins still
 * read a hidden post, marked "Hidden").
 */
export function isGone(post: DiscussionPost, admin: boolean): boolean {
  return post.deleted || (post.hidden && !admin);
}
