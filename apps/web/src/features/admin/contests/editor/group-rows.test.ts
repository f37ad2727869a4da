import { describe, expect, it } from 'vitest';
import { englishT } from '@/i18n/english-translate';
import { CONTEST_GROUPS_MAX } from '@codeconquer/contracts';
import { parseCountries, readGroupRows, sameGroupRows, type GroupRow } from './group-rows';

const row = (key: string, id: string, countries: string, name = `Group ${id}`): GroupRow => ({
  key,
  id,
  name,
  countries,
});

describe('parseCountries', () => {
  const cases: [string, string[]][] = [
    ['VNM', ['VNM']],
    ['vnm, jpn', ['VNM', 'JPN']],
    ['VNM JPN  KOR', ['VNM', 'JPN', 'KOR']],
    [' DEU,FRA , ITA ', ['DEU', 'FRA', 'ITA']],
    ['', []],
    [' , ', []],
  ];
  for (const [text, expected] of cases)
    it(`reads '${text}'`, () => expect(parseCountries(text)).toEqual(expected));
});

describe('readGroupRows', () => {
  it('gives the groups of good rows, and no issues', () => {
    const reading = readGroupRows(englishT, [
      row('a', ' europe ', 'deu fra', 'Europe'),
      row('b', 'asia', 'VNM,JPN'),
    ]);
    expect(reading.groups).toEqual([
      { id: 'europe', name: 'Europe', countries: ['DEU', 'FRA'] },
      { id: 'asia', name: 'Group asia', countries: ['VNM', 'JPN'] },
    ]);
    expect(reading.issues).toEqual({});
    expect(reading.listIssue).toBeNull();
  });

  const refused: [string, GroupRow, keyof GroupRow, RegExp][] = [
    ['a bad id', row('a', 'Bad Id', 'VNM'), 'id', /lower-case letters/],
    ['an empty id', row('a', '', 'VNM'), 'id', /lower-case letters/],
    ['no name', row('a', 'asia', 'VNM', '  '), 'name', /Give the group name/],
    ['no country', row('a', 'asia', ''), 'countries', /at least one country/],
    ['a two-letter code', row('a', 'asia', 'VN JPN'), 'countries', /three-letter code/],
  ];
  for (const [name, bad, field, message] of refused)
    it(`marks ${name} on its row`, () => {
      const issues = readGroupRows(englishT, [bad]).issues;
      expect(issues.a?.[field as 'id']).toMatch(message);
    });

  it('marks a repeated id on the row that repeats it', () => {
    const issues = readGroupRows(englishT, [row('a', 'asia', 'VNM'), row('b', 'asia', 'JPN')]).issues;
    expect(issues.a).toBeUndefined();
    expect(issues.b?.id).toMatch(/Another group above has this id/);
  });

  it('refuses too many groups', () => {
    const rows = Array.from({ length: CONTEST_GROUPS_MAX + 1 }, (_, index) =>
      row(`k${index}`, `g${index}`, 'VNM'),
    );
    expect(readGroupRows(englishT, rows).listIssue).toMatch(/at most/);
    expect(readGroupRows(englishT, rows.slice(1)).listIssue).toBeNull();
  });
});

describe('sameGroupRows', () => {
  it('ignores keys and how the countries are spelled', () => {
    expect(sameGroupRows([row('a', 'asia', 'VNM, JPN')], [row('z', 'asia', 'vnm jpn')])).toBe(true);
    expect(sameGroupRows([row('a', 'asia', 'VNM')], [row('a', 'asia', 'JPN')])).toBe(false);
    expect(sameGroupRows([], [row('a', 'asia', 'VNM')])).toBe(false);
  });
});
