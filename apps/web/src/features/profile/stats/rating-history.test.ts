import type { RatingChange } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { englishT } from '@/i18n/english-translate';
import {
  bandsWithin,
  changeText,
  contestHistoryRows,
  rankText,
  ratingChartSummary,
  ratingDomain,
  ratingLine,
  ratingPoints,
  ratingTicks,
  timeDomain,
} from './rating-history';

const change = (id: string, endTime: string, ratingBefore: number, ratingAfter: number): RatingChange => ({
  contestId: id,
  contestTitle: `Round ${id}`,
  endTime,
  rank: 3,
  contestants: 40,
  ratingBefore,
  ratingAfter,
  performance: ratingAfter,
});

const HISTORY = [
  change('1', '2026-09-01T12:00:00.000Z', 1500, 1580),
  change('2', '2026-10-01T12:00:00.000Z', 1580, 1640),
  change('3', '2026-11-01T12:00:00.000Z', 1640, 1610),
];

describe('ratingPoints', () => {
  it('gives a point per contest at its end, oldest first, with the change', () => {
    const points = ratingPoints([HISTORY[2]!, HISTORY[0]!, HISTORY[1]!]);
    expect(points.map((point) => point.contestId)).toEqual(['1', '2', '3']);
    expect(points[0]).toMatchObject({
      time: Date.parse('2026-09-01T12:00:00.000Z'),
      rating: 1580,
      change: 80,
      contestTitle: 'Round 1',
      rank: 3,
      contestants: 40,
    });
    expect(points[2]?.change).toBe(-30);
  });
});

describe('ratingLine', () => {
  it('starts from the rating before the first contest, so one contest draws a line, not a dot', () => {
    const line = ratingLine([change('1', '2026-09-01T12:00:00.000Z', 1500, 1580)]);
    expect(line).toHaveLength(2);
    expect(line[0]).toMatchObject({ rating: 1500, start: true });
    expect(line[0]!.time).toBeLessThan(line[1]!.time);
    expect(line[1]).toMatchObject({ rating: 1580, contestId: '1' });
    expect(line[1]!.start).toBeUndefined();
    expect(ratingLine([])).toEqual([]);
  });

  it('puts the start before the oldest contest, whatever the order given', () => {
    const line = ratingLine([HISTORY[2]!, HISTORY[0]!, HISTORY[1]!]);
    expect(line.map((point) => point.rating)).toEqual([1500, 1580, 1640, 1610]);
    expect(ratingChartSummary(line, englishT)).toBe(
      'Rating graph over 3 rated contests: from 1500 at the start, 1580 after the first, 1610 (Advanced) after the latest; highest 1640, lowest 1580.',
    );
  });
});

describe('contestHistoryRows', () => {
  it('lists the contests newest first', () => {
    expect(contestHistoryRows(HISTORY).map((row) => row.contestId)).toEqual(['3', '2', '1']);
  });
});

describe('ratingDomain', () => {
  it('reaches 100 past the ratings, out to whole hundreds', () => {
    expect(ratingDomain(ratingPoints(HISTORY))).toEqual([1400, 1800]);
  });

  it('never goes below 0', () => {
    expect(ratingDomain(ratingPoints([change('1', '2026-09-01T12:00:00Z', 100, 40)]))).toEqual([0, 200]);
  });
});

describe('ratingTicks', () => {
  it('ticks whole hundreds on a narrow axis, wider steps on a wide one', () => {
    expect(ratingTicks([1400, 1800])).toEqual([1400, 1500, 1600, 1700, 1800]);
    expect(ratingTicks([900, 2300])).toEqual([1000, 1200, 1400, 1600, 1800, 2000, 2200]);
    expect(ratingTicks([0, 3000])).toEqual([0, 500, 1000, 1500, 2000, 2500, 3000]);
  });
});

describe('timeDomain', () => {
  it('runs from the first contest to the last', () => {
    const points = ratingPoints(HISTORY);
    expect(timeDomain(points)).toEqual([points[0]?.time, points[2]?.time]);
  });

  it('gives a lone contest a week each side', () => {
    const points = ratingPoints([HISTORY[0]!]);
    const week = 7 * 24 * 60 * 60 * 1000;
    expect(timeDomain(points)).toEqual([points[0]!.time - week, points[0]!.time + week]);
  });
});

describe('bandsWithin', () => {
  it('cuts the level bands to the axis and leaves out those outside it', () => {
    expect(bandsWithin([1400, 1800]).map(({ level, y1, y2 }) => ({ level, y1, y2 }))).toEqual([
      { level: 'Intermediate', y1: 1400, y2: 1600 },
      { level: 'Advanced', y1: 1600, y2: 1800 },
    ]);
  });

  it('covers every band on a wide axis', () => {
    expect(bandsWithin([900, 2300]).map(({ level, y1, y2 }) => [level, y1, y2])).toEqual([
      ['Beginner', 900, 1200],
      ['Intermediate', 1200, 1600],
      ['Advanced', 1600, 2000],
      ['Expert', 2000, 2300],
    ]);
  });
});

describe('changeText and rankText', () => {
  it('signs a change with a plus or a real minus', () => {
    expect(changeText(12)).toBe('+12');
    expect(changeText(-8)).toBe('\u22128');
    expect(changeText(0)).toBe('0');
  });

  it('reads the rank among the contestants', () => {
    expect(rankText(3, 40, englishT)).toBe('Rank 3 / 40');
  });
});

describe('ratingChartSummary', () => {
  it('sums the graph up in words', () => {
    expect(ratingChartSummary(ratingPoints(HISTORY), englishT)).toBe(
      'Rating graph over 3 rated contests: 1580 after the first, 1610 (Advanced) after the latest; highest 1640, lowest 1580.',
    );
    expect(ratingChartSummary([], englishT)).toBe('Rating graph: no rated contests yet.');
  });
});
