/**
 * Who hears of a new post (docs/product.md#discussion): the author of the thread and of the reply it
 * answers ('reply'), and every user it mentions by `@username` ('mention'); never its own writer, and
 * each person once (a mention of someone who is also replied to is their reply). Mentions inside code are
 * not mentions.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { users } from '../db/schema';

/** `@name` where a username may start: not inside a word or an e-mail address. */
const MENTION = /(?<![\w.@-])@([A-Za-z0-9_.-]{3,30})/g;
/** At most this many people are told of one post's mentions (a post listing everyone is not a broadcast). */
const MAX_MENTIONS = 10;

/** The usernames a Markdown text mentions, outside code blocks and code spans, in order, once each. */
export function mentionedUsernames(markdown: string): string[] {
  const prose = markdown.replace(/^(```|~~~)[\s\S]*?^\1/gm, ' ').replace(/`[^`\n]*`/g, ' ');
  const names = new Map<string, string>();
  for (const match of prose.matchAll(MENTION)) {
    const name = (match[1] ?? '').replace(/[.-]+$/, '');
    if (name.length >= 3 && !names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
  }
  return [...names.values()].slice(0, MAX_MENTIONS);
}

export type PostNotice = { userId: string; kind: 'reply' | 'mention' };

/**
 * The people to tell of a post: `repliedTo` are the authors it answers (the thread's, the parent
 * reply's), null once their accounts are gone.
 */
export async function noticesForPost(
  db: Queryable,
  post: { authorId: string; body: string },
  repliedTo: (string | null)[],
): Promise<PostNotice[]> {
  const notices = new Map<string, PostNotice>();
  for (const userId of repliedTo)
    if (userId && userId !== post.authorId) notices.set(userId, { userId, kind: 'reply' });
  const names = mentionedUsernames(post.body).map((name) => name.toLowerCase());
  if (names.length > 0) {
    const mentioned = await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(sql`lower(${users.username})`, names));
    for (const { id } of mentioned)
      if (id !== post.authorId && !notices.has(id)) notices.set(id, { userId: id, kind: 'mention' });
  }
  return [...notices.values()];
}
