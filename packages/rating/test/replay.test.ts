/** The synthetic data set and the replay over files (docs/ratings.md, "Replay"). */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contestFilePaths } from '../src/contest-file';
import { replayContests, replayFolder } from '../src/replay';
import { syntheticContests, writeSynthetic } from '../src/synthetic';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'rating-replay-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const small = { players: 200, rounds: 12, perRound: 150, seed: 11 };

describe('synthetic data', () => {
  it('is the same for a seed and differs for another', () => {
    const a = [...syntheticContests(small)];
    expect([...syntheticContests(small)]).toEqual(a);
    expect([...syntheticContests({ ...small, seed: 12 })]).not.toEqual(a);
    expect(a).toHaveLength(12);
    for (const contest of a) {
      expect(contest.standings).toHaveLength(150);
      expect(new Set(contest.standings.map(([handle]) => handle)).size).toBe(150);
      contest.standings.forEach(([, lo, hi], i) => expect([lo, hi]).toEqual([i + 1, i + 1]));
    }
  });

  it('has everyone in every round by default, as the paper’s text says', () => {
    const [first] = syntheticContests({ players: 30, rounds: 1 });
    expect(first?.standings).toHaveLength(30);
  });
});

describe('replay', () => {
  it('takes files in numeric order (10.json after 9.json) and ignores other files', () => {
    const folder = path.join(scratch, 'order');
    fs.mkdirSync(folder);
    for (const name of ['10.json', '9.json', '0.json', '1.json', 'notes.txt', 'x.json'])
      fs.writeFileSync(path.join(folder, name), '{}');
    expect(contestFilePaths(folder).map((file) => path.basename(file))).toEqual([
      '0.json',
      '1.json',
      '9.json',
      '10.json',
    ]);
  });

  it('is deterministic on a small generated set, and reads files as the in-memory contests', () => {
    const folder = path.join(scratch, 'small');
    expect(writeSynthetic(folder, small)).toEqual({ contests: 12, participations: 1800 });
    const first = replayFolder(folder);
    const second = replayFolder(folder);
    const { seconds: _a, ...firstFigures } = first;
    const { seconds: _b, ...secondFigures } = second;
    expect(secondFigures).toEqual(firstFigures);
    expect(firstFigures).toMatchObject({ contests: 12, participations: 1800 });
    expect(first.players).toBeLessThanOrEqual(200);
    const { seconds: _c, ...inMemory } = replayContests(syntheticContests(small));
    expect(inMemory).toEqual(firstFigures);
    // Ratings predict far better than chance once players have five contests behind them.
    expect(first.pairInversion).toBeGreaterThan(65);
    expect(first.rankDeviation).toBeLessThan(25);
  });

  it('rejects a contest that lists a handle twice', () => {
    const contest = {
      name: 'twice',
      time_seconds: 0,
      standings: [
        ['a', 1, 1],
        ['a', 2, 2],
      ] as [string, number, number][],
    };
    expect(() => replayContests([contest])).toThrow(/twice/);
  });
});
