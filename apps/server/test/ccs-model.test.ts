/**
 * The Contest API's pure pieces (contests/ccs): how times and durations are written, the JSON text, the
 * languages, when the state says finalized, and the feed's order at one instant. Each test names the rule, and where it comes from (the
 * 2023-06 schemas, or the way the ICPC tools read a feed).
 */
import { describe, expect, it } from 'vitest';
import type { ContestRow } from '../src/contests/contest-queries';
import { milestones } from '../src/contests/ccs/contest-state';
import { feedEvents } from '../src/contests/ccs/event-feed';
import { ccsJson } from '../src/contests/ccs/json';
import { ccsLanguages } from '../src/contests/ccs/languages';
import { relTime, seconds } from '../src/contests/ccs/times';
import type { CcsView } from '../src/contests/ccs/view';
import { fractionDigits, loadCcsSchemas } from './helpers/ccs-schemas';
import { ICPC_TOOLS_RELTIME, icpcToolsStrings, stringsOf } from './helpers/icpc-tools-reading';

const MINUTE = 60_000;

describe('decimal seconds', () => {
  it('are exact milliseconds, written with at most three decimals, whatever float noise the input has', () => {
    // The sandbox measures microseconds: stored milliseconds look like these.
    for (const ms of [
      7.000000000000001, 22.999999999999996, 23.000000000000004, 6.5, 0.4, 1999.9995, 123456.789,
    ])
      expect(fractionDigits(seconds(ms)), String(ms)).toBeLessThanOrEqual(3);
    expect(seconds(7.000000000000001)).toBe(0.007);
    expect(JSON.stringify({ run_time: seconds(23.000000000000004) })).toBe('{"run_time":0.023}');
    expect(seconds(2000)).toBe(2);
  });

  it('are never negative (the schema’s minimum)', () => {
    expect(seconds(-3)).toBe(0);
  });
});

describe('relative times', () => {
  it('are (-)h:mm:ss.uuu, always with the milliseconds, as the ICPC tools parse them', () => {
    const cases: [number, string][] = [
      [0, '0:00:00.000'],
      [7.4, '0:00:00.007'],
      [-5 * MINUTE, '-0:05:00.000'],
      [-0.2, '0:00:00.000'],
      [(10 * 60 + 1) * MINUTE + 1234, '10:01:01.234'],
    ];
    for (const [ms, text] of cases) {
      expect(relTime(ms)).toBe(text);
      expect(relTime(ms)).toMatch(ICPC_TOOLS_RELTIME);
    }
  });
});

describe('the JSON text', () => {
  it('reads the same to the ICPC tools as to a JSON parser, even for a text ending in a backslash', () => {
    const value = { text: 'Files are in C:\\contest\\', quote: 'say \\"hi\\"', plain: 'a\nb' };
    const text = ccsJson(value);
    expect(JSON.parse(text)).toEqual(value);
    expect(icpcToolsStrings(text)).toEqual(stringsOf(value));
    // Plain JSON.stringify is what they misread: the closing quote follows an escaped backslash.
    expect(icpcToolsStrings(JSON.stringify(value))).not.toEqual(stringsOf(value));
  });
});

describe('languages', () => {
  const languages = ccsLanguages();

  it('match the 2023-06 language schema (no entry_point_name when no entry point is required)', () => {
    const schemas = loadCcsSchemas();
    for (const language of languages) schemas.check('language.json', language, language.id);
    expect(languages.every((language) => !('entry_point_name' in language))).toBe(true);
  });

  it('have a compiler and a runner each (the ICPC tools build a command object from both)', () => {
    for (const language of languages) {
      expect(language.compiler, language.id).toEqual(
        expect.objectContaining({ command: expect.any(String) }),
      );
      expect(language.runner, language.id).toEqual(expect.objectContaining({ command: expect.any(String) }));
    }
  });

  it("describe Python's and PyPy's syntax check as their compiler, with the source as {files}", () => {
    const byId = new Map(languages.map((language) => [language.id, language]));
    for (const [id, interpreter] of [
      ['python3', 'python3'],
      ['pypy3', 'pypy3'],
    ] as const) {
      const compiler = byId.get(id)?.compiler;
      expect(compiler?.command).toBe(interpreter);
      expect(compiler?.args).toMatch(/^-S -c '.*compile\(.*' \{files\}$/);
      expect(byId.get(id)?.runner).toEqual({ command: interpreter, args: '-S -B {files}' });
    }
    expect(byId.get('cpp')?.compiler).toEqual({
      command: 'g++',
      args: '-O2 -std=gnu++20 -fstack-protector-strong -D_FORTIFY_SOURCE=2 -o main {files}',
    });
    expect(byId.get('c')?.compiler.args).toMatch(/ \{files\} -lm$/);
    expect(byId.get('java')?.compiler).toEqual({ command: 'javac', args: '-encoding UTF-8 {files}' });
    expect(byId.get('pypy3')?.extensions).toEqual(['py']);
  });
});

describe('finalized', () => {
  const start = new Date('2024-05-01T10:00:00.000Z');
  const end = new Date(start.getTime() + 120 * MINUTE);
  const contest = {
    startTime: start,
    endTime: end,
    freezeMinutes: 30,
    revealAfterMinutes: 60,
    unfrozenAt: new Date(end.getTime() + 10 * MINUTE),
  } as ContestRow;
  const after = new Date(end.getTime() + 20 * MINUTE);

  it('waits for the last pending verdict (the ICPC tools take finalized for the end of updates)', () => {
    const pending = milestones(contest, after, { pending: true, lastVerdict: end, lastChange: end });
    expect(pending.thawed).toEqual(contest.unfrozenAt);
    expect(pending.finalized).toBeNull();
    expect(pending.endOfUpdates).toBeNull();

    const lateVerdict = new Date(end.getTime() + 15 * MINUTE);
    const judged = milestones(contest, after, {
      pending: false,
      lastVerdict: lateVerdict,
      lastChange: lateVerdict,
    });
    expect(judged.thawed).toEqual(contest.unfrozenAt);
    expect(judged.finalized).toEqual(lateVerdict);
    expect(judged.endOfUpdates).toEqual(lateVerdict);
  });

  it('comes with the thaw when everything was judged before it, and the end of updates after the last message', () => {
    const message = new Date(end.getTime() + 12 * MINUTE);
    const times = milestones(contest, after, { pending: false, lastVerdict: end, lastChange: message });
    expect(times.finalized).toEqual(contest.unfrozenAt);
    expect(times.endOfUpdates).toEqual(message);
  });
});

describe('the event feed', () => {
  it('sends each group before a team that names it, and the team before its persons, even at the same instant', () => {
    const configAt = new Date('2025-03-01T09:00:00.000Z');
    const none = {
      started: null,
      frozen: null,
      ended: null,
      thawed: null,
      finalized: null,
      endOfUpdates: null,
    };
    const team = {
      id: 'team-1',
      name: 'Hanoi',
      label: 'Hanoi',
      display_name: 'Hanoi',
      organization_id: null,
      group_ids: ['vietnam'],
      hidden: false,
    };
    // A team dated at the configuration's own instant (nothing is dated before it): only the rank orders.
    const view = {
      contest: { id: 'c' },
      configAt,
      configVersion: 0,
      judgementTypes: [],
      languages: [],
      problems: [],
      groups: [{ id: 'vietnam', name: 'Vietnam' }],
      organizations: [],
      teams: [{ at: configAt, value: team }],
      persons: [
        { at: configAt, value: { id: 'person-1', name: 'An', team_ids: ['team-1'], role: 'contestant' } },
      ],
      milestones: none,
      state: none,
      submissions: [],
      judgements: [],
      runs: [],
      clarifications: [],
      awards: () => [],
    } as unknown as CcsView;
    const order = feedEvents(view).map((event) => `${event.type}/${event.id ?? ''}`);
    expect(order.indexOf('groups/vietnam')).toBeGreaterThanOrEqual(0);
    expect(order.indexOf('groups/vietnam')).toBeLessThan(order.indexOf('teams/team-1'));
    expect(order.indexOf('teams/team-1')).toBeLessThan(order.indexOf('persons/person-1'));
  });
});
