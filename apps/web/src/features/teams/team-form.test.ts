import { describe, expect, it } from 'vitest';
import { affiliationFields, NO_AFFILIATION } from '@/components/affiliation/affiliation-form';
import { ApiRequestError } from '@/lib/api-client';
import {
  inviteCodeProblem,
  normalizeInviteCode,
  serverProblems,
  teamBody,
  teamProblems,
  teamUpdateBody,
} from './team-form';

const HCMUS = { name: 'University of Science', shortName: 'HCMUS', country: 'VNM' };

describe('teamProblems', () => {
  it('finds none in a valid team', () => {
    expect(teamProblems(teamBody({ name: 'Rockets', affiliation: NO_AFFILIATION }))).toEqual({});
  });

  it('names the field of each problem', () => {
    const problems = teamProblems(
      teamBody({ name: '  ', affiliation: { name: 'University of Science', shortName: '', country: 'VN' } }),
    );
    expect(Object.keys(problems).sort()).toEqual(['affiliation.country', 'affiliation.shortName', 'name']);
    expect(problems.name).toBe('Give the team name.');
  });
});

describe('teamUpdateBody', () => {
  const team = { name: 'Rockets', affiliation: HCMUS };

  it('sends nothing when nothing changed', () => {
    expect(teamUpdateBody(team, { name: ' Rockets ', affiliation: affiliationFields(HCMUS) })).toEqual({});
  });

  it('sends only the new name', () => {
    expect(teamUpdateBody(team, { name: 'Comets', affiliation: affiliationFields(HCMUS) })).toEqual({
      name: 'Comets',
    });
  });

  it('sends null to clear the affiliation', () => {
    expect(teamUpdateBody(team, { name: 'Rockets', affiliation: NO_AFFILIATION })).toEqual({
      affiliation: null,
    });
  });

  it('sends the whole affiliation when one part changed', () => {
    expect(
      teamUpdateBody(team, { name: 'Rockets', affiliation: { ...affiliationFields(HCMUS), country: '' } }),
    ).toEqual({ affiliation: { ...HCMUS, country: null } });
  });
});

describe('invite codes', () => {
  it('forgives spaces, dashes and lower case as the server does', () => {
    expect(normalizeInviteCode(' abcd-efgh 23 ')).toBe('ABCDEFGH23');
  });

  it('accepts a code of the alphabet and length', () => {
    expect(inviteCodeProblem('ABCDEFGH23')).toBeNull();
  });

  it('refuses a short code and look-alike characters', () => {
    expect(inviteCodeProblem('ABC')).toBe('An invite code has 10 characters.');
    expect(inviteCodeProblem('ABCDEFGH10')).toBe('This is not an invite code.');
  });
});

describe('serverProblems', () => {
  it('puts VALIDATION_FAILED issues under their fields, the first for each', () => {
    const error = new ApiRequestError(
      400,
      {
        code: 'VALIDATION_FAILED',
        error: 'Give the team name.',
        issues: [
          { path: 'name', message: 'Give the team name.' },
          { path: 'affiliation.country', message: 'A country is its three-letter code.' },
          { path: 'name', message: 'Second problem.' },
        ],
      },
      'Failed',
    );
    expect(serverProblems(error)).toEqual({
      name: 'Give the team name.',
      'affiliation.country': 'A country is its three-letter code.',
    });
  });

  it('has none for other errors', () => {
    expect(serverProblems(new ApiRequestError(409, { code: 'TEAM_FULL', error: 'Full' }, 'Failed'))).toEqual(
      {},
    );
    expect(serverProblems(new Error('offline'))).toEqual({});
  });
});
