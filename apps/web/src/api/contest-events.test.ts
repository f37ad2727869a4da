import { CONTEST_EVENT_READ_SPREAD_MS } from '@codeconquer/contracts/contest-events';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAgain, SpreadReads, type ContestEventKeys, type DueReads } from './contest-events';

describe('SpreadReads', () => {
  let reads: DueReads[];
  beforeEach(() => {
    vi.useFakeTimers();
    reads = [];
  });
  afterEach(() => vi.useRealTimers());

  const spread = (random: number) =>
    new SpreadReads(
      (due) => reads.push(due),
      () => random,
    );

  it('reads after a random wait within the spread, not at once', () => {
    const early = spread(0.1);
    early.add('scoreboard', 5);
    vi.advanceTimersByTime(0.1 * CONTEST_EVENT_READ_SPREAD_MS - 1);
    expect(reads).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(reads).toEqual([{ events: new Set(['scoreboard']), version: 5 }]);

    reads = [];
    const late = spread(0.999);
    late.add('clarifications', 0);
    vi.advanceTimersByTime(CONTEST_EVENT_READ_SPREAD_MS);
    expect(reads).toHaveLength(1);
  });

  it('folds the events of one wait into one read, with the latest board version', () => {
    const reader = spread(0.5);
    reader.add('scoreboard', 5);
    reader.add('clarifications', 0);
    reader.add('scoreboard', 6);
    vi.advanceTimersByTime(CONTEST_EVENT_READ_SPREAD_MS);
    expect(reads).toEqual([{ events: new Set(['scoreboard', 'clarifications']), version: 6 }]);
  });

  it('reads every page once any event of the wait had no version', () => {
    const reader = spread(0.5);
    reader.add('scoreboard', 0);
    reader.add('scoreboard', 6);
    vi.advanceTimersByTime(CONTEST_EVENT_READ_SPREAD_MS);
    expect(reads).toEqual([{ events: new Set(['scoreboard']), version: 0 }]);
  });

  it("reads one's own submissions at once, and nothing after stopping", () => {
    const reader = spread(0.5);
    reader.add('submissions', 0);
    expect(reads).toEqual([{ events: new Set(['submissions']), version: null }]);
    reader.add('scoreboard', 3);
    reader.stop();
    vi.advanceTimersByTime(CONTEST_EVENT_READ_SPREAD_MS);
    expect(reads).toHaveLength(1);
  });
});

describe('readAgain', () => {
  const keys: ContestEventKeys = {
    keysFor: (event, id) =>
      event === 'scoreboard'
        ? [
            ['board', id],
            ['detail', id],
          ]
        : event === 'contest'
          ? [['board', id]]
          : [],
    board: (id) => ['board', id],
  };
  const stale = (client: QueryClient, key: unknown[]) => client.getQueryState(key)?.isInvalidated;

  function clientWithPages() {
    const client = new QueryClient();
    client.setQueryData(['board', 'c1', 'guest', 1], { version: 6 });
    client.setQueryData(['board', 'c1', 'guest', 2], { version: 5 });
    client.setQueryData(['detail', 'c1'], { title: 'Round' });
    client.setQueryData(['board', 'c2', 'guest', 1], { version: 5 });
    return client;
  }

  it('leaves the board pages that show the version told, and reads the rest again', () => {
    const client = clientWithPages();
    readAgain(client, 'c1', keys, { events: new Set(['scoreboard']), version: 6 });
    expect(stale(client, ['board', 'c1', 'guest', 1])).toBe(false);
    expect(stale(client, ['board', 'c1', 'guest', 2])).toBe(true);
    expect(stale(client, ['detail', 'c1'])).toBe(true);
    expect(stale(client, ['board', 'c2', 'guest', 1])).toBe(false);
  });

  it('reads every page again for a version 0 and for any other event that names the board', () => {
    for (const due of [
      { events: new Set(['scoreboard'] as const), version: 0 },
      { events: new Set(['contest'] as const), version: null },
    ]) {
      const client = clientWithPages();
      readAgain(client, 'c1', keys, due);
      expect(stale(client, ['board', 'c1', 'guest', 1])).toBe(true);
      expect(stale(client, ['board', 'c1', 'guest', 2])).toBe(true);
    }
  });
});
