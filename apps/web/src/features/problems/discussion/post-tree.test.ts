import type { DiscussionPost } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { isGone, postTree } from './post-tree';

function post(id: string, parentId: string | null, extra: Partial<DiscussionPost> = {}): DiscussionPost {
  return {
    id,
    threadId: 't',
    parentId,
    opening: false,
    author: null,
    body: id,
    bodyHtml: `<p>${id}</p>`,
    spoiler: false,
    score: 0,
    myVote: 0,
    mine: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    editedAt: null,
    deleted: false,
    hidden: false,
    ...extra,
  };
}

describe('postTree', () => {
  it('puts the opening post first and replies to replies under their parent, in order', () => {
    const tree = postTree([
      post('open', null, { opening: true }),
      post('a', null),
      post('b', null),
      post('a1', 'a'),
      post('b1', 'b'),
      post('a2', 'a'),
    ]);
    expect(tree.opening?.id).toBe('open');
    expect(tree.replies.map((node) => [node.post.id, node.replies.map((reply) => reply.id)])).toEqual([
      ['a', ['a1', 'a2']],
      ['b', ['b1']],
    ]);
  });

  it('treats a reply to the opening post or to a missing post as a reply to the thread', () => {
    const tree = postTree([post('open', null, { opening: true }), post('x', 'open'), post('y', 'gone')]);
    expect(tree.replies.map((node) => node.post.id)).toEqual(['x', 'y']);
    expect(tree.replies.every((node) => node.replies.length === 0)).toBe(true);
  });

  it('keeps one level of nesting: a reply to a nested reply joins its parent', () => {
    const tree = postTree([
      post('open', null, { opening: true }),
      post('a', null),
      post('a1', 'a'),
      post('a11', 'a1'),
    ]);
    expect(tree.replies).toHaveLength(1);
    expect(tree.replies[0]?.replies.map((reply) => reply.id)).toEqual(['a1', 'a11']);
  });
});

describe('isGone', () => {
  it('shows deleted posts as gone to everyone and hidden ones to all but admins', () => {
    expect(isGone(post('d', null, { deleted: true }), true)).toBe(true);
    expect(isGone(post('h', null, { hidden: true }), false)).toBe(true);
    expect(isGone(post('h', null, { hidden: true }), true)).toBe(false);
    expect(isGone(post('p', null), false)).toBe(false);
  });
});
