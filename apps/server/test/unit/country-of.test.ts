/** countryOf (contests/contestants.ts): a contestant's country is its affiliation's, a user's or a team's alike. */
import { describe, expect, it } from 'vitest';
import { countryOf } from '../../src/contests/contestants';
import type { ContestantInfo } from '../../src/contests/scoreboard';

const HCMUS = { name: 'University of Science', shortName: 'HCMUS', country: 'VNM' };

function user(affiliation: ContestantInfo['affiliation']): ContestantInfo {
  return { id: 'u1', handle: 'ana', name: 'Ana', team: null, affiliation };
}

describe('countryOf', () => {
  it("is a user's affiliation's country, and a team's", () => {
    expect(countryOf(user(HCMUS))).toBe('VNM');
    const team: ContestantInfo = {
      id: 't1',
      handle: 'Rockets',
      name: 'HCMUS',
      team: { members: [{ id: 'u1', username: 'ana', name: 'Ana' }] },
      affiliation: { ...HCMUS, country: 'BRA' },
    };
    expect(countryOf(team)).toBe('BRA');
  });

  it('is null without an affiliation, or with one that names no country', () => {
    expect(countryOf(user(null))).toBeNull();
    expect(countryOf(user({ ...HCMUS, country: null }))).toBeNull();
  });
});
