/**
 * The Contest API's ids for objects whose own ids may not fit its 36 characters (contests/ccs/ids.ts):
 * short ids are kept, long problem ids are cut with a hash so their first-to-solve award's id fits, and
 * run ids stay within 36 characters past 999 tests without colliding.
 */
import { describe, expect, it } from 'vitest';
import {
  CCS_ID_MAX,
  ccsProblemId,
  firstToSolveAwardId,
  fitId,
  runId,
  runIdPrefix,
} from '../../src/contests/ccs/ids';
import { ownerOf, ownerOfChange } from '../../src/contests/ccs/feed-objects';

const IDENTIFIER = /^[A-Za-z0-9_]([A-Za-z0-9_.-]{0,34}[A-Za-z0-9_-]|)$/;
const SUBMISSION = '0f8b6c1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b';

describe('Contest API ids', () => {
  it('keeps ids that fit, and cuts longer ones to a stable, distinct id of the room given', () => {
    expect(fitId('add-two')).toBe('add-two');
    const long = 'a-problem-whose-bank-id-is-far-longer-than-the-api-allows';
    expect(fitId(long)).toHaveLength(CCS_ID_MAX);
    expect(fitId(long)).toBe(fitId(long));
    expect(fitId(`${long}-2`)).not.toBe(fitId(long));
    expect(fitId(long, 21)).toHaveLength(21);
    expect(fitId(long)).toMatch(IDENTIFIER);
  });

  it("fits every problem's first-to-solve award id in 36 characters", () => {
    expect(ccsProblemId('ridge-walk-altitudes')).toBe('ridge-walk-altitudes');
    for (const id of ['x'.repeat(21), 'x'.repeat(22), 'y'.repeat(100), 'longest-increasing-subsequence-ii']) {
      const award = firstToSolveAwardId(id);
      expect(award.length, id).toBeLessThanOrEqual(CCS_ID_MAX);
      expect(award).toMatch(IDENTIFIER);
      expect(award).toBe(`first-to-solve-${ccsProblemId(id)}`);
    }
    expect(ccsProblemId('x'.repeat(21))).toBe('x'.repeat(21));
    expect(ccsProblemId('x'.repeat(22))).not.toBe('x'.repeat(22));
  });

  it('gives runs distinct ids of at most 36 characters up to 34,695 tests, all starting with the prefix', () => {
    expect(runId(SUBMISSION, 7)).toBe('0f8b6c1e2a3d4e5f8a9b0c1d2e3f4a5b-7');
    expect(runId(SUBMISSION, 999)).toBe('0f8b6c1e2a3d4e5f8a9b0c1d2e3f4a5b-999');
    expect(runId(SUBMISSION, 1000)).toBe('0f8b6c1e2a3d4e5f8a9b0c1d2e3f4a5b-a00');
    const seen = new Set<string>();
    for (let ordinal = 1; ordinal <= 34_695; ordinal += 1) {
      const id = runId(SUBMISSION, ordinal);
      expect(id.length).toBeLessThanOrEqual(CCS_ID_MAX);
      expect(id.startsWith(runIdPrefix(SUBMISSION))).toBe(true);
      seen.add(id);
    }
    expect(seen.size).toBe(34_695);
    expect(runId(SUBMISSION, 34_695)).toBe('0f8b6c1e2a3d4e5f8a9b0c1d2e3f4a5b-zzz');
  });

  it("names each change's feed objects by one owner: a submission's own, judgement and runs; a clarification's question and reply", () => {
    const owner = ownerOfChange(SUBMISSION);
    expect(ownerOf('submissions', SUBMISSION)).toBe(owner);
    expect(ownerOf('judgements', SUBMISSION)).toBe(owner);
    for (const ordinal of [1, 999, 1000, 34_695])
      expect(ownerOf('runs', runId(SUBMISSION, ordinal))).toBe(owner);
    const question = SUBMISSION.replaceAll('-', '');
    expect(ownerOf('clarifications', question)).toBe(owner);
    expect(ownerOf('clarifications', `${question}-r`)).toBe(owner);
    for (const type of ['teams', 'problems', 'awards', 'state'] as const)
      expect(ownerOf(type, 'x')).toBeNull();
  });
});
