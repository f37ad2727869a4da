/** The vote a click on Upvote or Downvote sends: the same arrow again withdraws the vote (0). */
export type VoteValue = 1 | 0 | -1;

export function nextVote(myVote: number, clicked: 1 | -1): VoteValue {
  return myVote === clicked ? 0 : clicked;
}

/** The post's score once the vote is in, shown at once while the server counts it. */
export function scoreAfterVote(score: number, myVote: number, next: VoteValue): number {
  return score - myVote + next;
}
