import { englishT, translatorIn } from '@/i18n/english-translate';
import ptBR from '@/i18n/messages/pt-BR';
import { describe, expect, it } from 'vitest';
import {
  affiliationBody,
  affiliationFields,
  affiliationProblems,
  affiliationProblemsIn,
  NO_AFFILIATION,
  sameAffiliation,
} from './affiliation-form';

const HCMUS = { name: 'University of Science', shortName: 'HCMUS', country: 'VNM' };

describe('affiliationBody', () => {
  it('reads three blank fields as no affiliation', () => {
    expect(affiliationBody({ name: ' ', shortName: '', country: '  ' })).toBeNull();
  });

  it('trims the names and writes the country code in capitals', () => {
    expect(
      affiliationBody({ name: ' University of Science ', shortName: 'HCMUS ', country: ' vnm' }),
    ).toEqual(HCMUS);
  });

  it('sends a blank country as null', () => {
    expect(affiliationBody({ name: 'MIT', shortName: 'MIT', country: '' })).toEqual({
      name: 'MIT',
      shortName: 'MIT',
      country: null,
    });
  });

  it('round-trips an affiliation through the fields', () => {
    expect(affiliationBody(affiliationFields(HCMUS))).toEqual(HCMUS);
    expect(affiliationFields(null)).toEqual(NO_AFFILIATION);
  });
});

describe('sameAffiliation', () => {
  it('compares what was typed with what there is, a missing country as none', () => {
    expect(sameAffiliation(HCMUS, HCMUS)).toBe(true);
    expect(
      sameAffiliation({ name: 'MIT', shortName: 'MIT' }, { name: 'MIT', shortName: 'MIT', country: null }),
    ).toBe(true);
    expect(sameAffiliation({ ...HCMUS, country: 'BRA' }, HCMUS)).toBe(false);
    expect(sameAffiliation(null, HCMUS)).toBe(false);
    expect(sameAffiliation(null, null)).toBe(true);
  });
});

describe('affiliationProblems', () => {
  it('finds none in a valid affiliation or none at all', () => {
    expect(affiliationProblems(HCMUS, englishT)).toEqual({});
    expect(affiliationProblems(null, englishT)).toEqual({});
  });

  it('refuses a country that is no real three-letter code, and a blank short name', () => {
    const problems = affiliationProblems({ name: 'Somewhere', shortName: '', country: 'XXX' }, englishT);
    expect(problems.country).toBe('A country is its three-letter code (ISO 3166-1 alpha-3), e.g. VNM.');
    expect(problems.shortName).toBe('Give the short name.');
    const inPortuguese = affiliationProblems(
      { name: 'Somewhere', shortName: '', country: 'XXX' },
      translatorIn('pt-BR', ptBR),
    );
    expect(inPortuguese.shortName).toBe('Preencha este campo.');
    expect(problems.name).toBeUndefined();
  });
});

describe('affiliationProblemsIn', () => {
  it('picks the affiliation’s problems out of a form’s, one about the whole under its first field', () => {
    expect(
      affiliationProblemsIn({ name: 'Give the team name.', affiliation: 'Bad', 'affiliation.country': 'No' }),
    ).toEqual({ name: 'Bad', shortName: undefined, country: 'No' });
  });
});
