import { describe, expect, it } from 'vitest';
import { nextVote, scoreAfterVote } from './vote';

describe('nextVote', () => {
  it('casts the clicked vote, and withdraws it on a second click', () => {
    expect(nextVote(0, 1)).toBe(1);
    expect(nextVote(-1, 1)).toBe(1);
    expect(nextVote(1, 1)).toBe(0);
    expect(nextVote(1, -1)).toBe(-1);
    expect(nextVote(-1, -1)).toBe(0);
  });
});

describe('scoreAfterVote', () => {
  it('moves the score by the change of the vote', () => {
    expect(scoreAfterVote(5, 0, 1)).toBe(6);
    expect(scoreAfterVote(5, 1, -1)).toBe(3);
    expect(scoreAfterVote(5, -1, 0)).toBe(6);
  });
});
