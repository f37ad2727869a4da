import { englishT, translatorIn } from '@/i18n/english-translate';
import ptBR from '@/i18n/messages/pt-BR';
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
    expect(teamProblems(teamBody({ name: 'Rockets', affiliation: NO_AFFILIATION }), englishT)).toEqual({});
  });

  it('names the field of each problem', () => {
    const problems = teamProblems(
      teamBody({ name: '  ', affiliation: { name: 'University of Science', shortName: '', country: 'VN' } }),
      englishT,
    );
    expect(Object.keys(problems).sort()).toEqual(['affiliation.country', 'affiliation.shortName', 'name']);
    expect(problems.name).toBe('Give the team name.');
  });

  it('words each problem in Portuguese when Portuguese is shown', () => {
    const problems = teamProblems(
      teamBody({ name: '  ', affiliation: { name: 'University of Science', shortName: '', country: 'VN' } }),
      translatorIn('pt-BR', ptBR),
    );
    expect(problems).toEqual({
      name: 'Preencha este campo.',
      'affiliation.shortName': 'Preencha este campo.',
      'affiliation.country': 'Um país é o seu código de três letras (ISO 3166-1 alfa-3), por exemplo, BRA.',
    });
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
    expect(inviteCodeProblem('ABCDEFGH23', englishT)).toBeNull();
  });

  it('refuses a short code and look-alike characters', () => {
    expect(inviteCodeProblem('ABC', englishT)).toBe('An invite code has 10 characters.');
    expect(inviteCodeProblem('ABCDEFGH10', englishT)).toBe('This is not an invite code.');
    expect(inviteCodeProblem('ABC', translatorIn('pt-BR', ptBR))).toBe('Pelo menos 10 caracteres.');
    expect(inviteCodeProblem('ABCDEFGH10', translatorIn('pt-BR', ptBR))).toBe(
      'Isto não está no formato esperado.',
    );
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
    expect(serverProblems(error, englishT)).toEqual({
      name: 'Give the team name.',
      'affiliation.country': 'A country is its three-letter code.',
    });
    // The server's issues carry no code: in Portuguese they read as not valid, never in English.
    expect(serverProblems(error, translatorIn('pt-BR', ptBR))).toEqual({
      name: 'Este valor não é válido.',
      'affiliation.country': 'Este valor não é válido.',
    });
  });

  it('has none for other errors', () => {
    expect(
      serverProblems(new ApiRequestError(409, { code: 'TEAM_FULL', error: 'Full' }, 'Failed'), englishT),
    ).toEqual({});
    expect(serverProblems(new Error('offline'), englishT)).toEqual({});
  });
});
