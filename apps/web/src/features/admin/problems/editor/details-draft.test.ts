import type { AdminProblem } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { englishT } from '@/i18n/english-translate';
import {
  NEW_PROBLEM_DRAFT,
  detailsFromDraft,
  draftFromDetails,
  sameDraft,
  type DetailsDraft,
} from './details-draft';

const details: AdminProblem['details'] = {
  title: 'Two Sum',
  difficulty: 'Medium',
  tags: ['arrays', 'hashing'],
  timeLimitMs: 1500,
  memoryLimitMb: 128,
  statement: 'Find $a + b$.\n\n# Constraints\n\n$1 \\le n \\le 10^5$',
  author: 'Ada',
  source: null,
  license: 'cc by-sa',
  staticHint: null,
  visibility: 'public',
  checker: {
    caseSensitive: true,
    spaceChangeSensitive: false,
    floatAbsoluteTolerance: null,
    floatRelativeTolerance: null,
  },
  validator: null,
};

const draftOf = (changes: Partial<DetailsDraft>): DetailsDraft => ({
  ...draftFromDetails('two-sum', details),
  ...changes,
});

function read(draft: DetailsDraft, isNew = false) {
  const reading = detailsFromDraft(englishT, draft, isNew);
  if ('errors' in reading) throw new Error(JSON.stringify(reading.errors));
  return reading;
}

function errorsOf(draft: DetailsDraft, isNew = false) {
  const reading = detailsFromDraft(englishT, draft, isNew);
  if (!('errors' in reading)) throw new Error('expected errors');
  return reading.errors;
}

describe('problem details draft', () => {
  it('reads back the details it was made from', () => {
    const draft = draftFromDetails('two-sum', details);
    expect(draft).toMatchObject({
      tags: 'arrays, hashing',
      timeLimitMs: '1500',
      author: 'Ada',
      source: '',
      checkerMode: 'tokens',
      caseSensitive: true,
    });
    expect(read(draft)).toEqual({ id: 'two-sum', details });
  });

  it('tells whether anything was changed', () => {
    const draft = draftFromDetails('two-sum', details);
    expect(sameDraft(draft, draftFromDetails('two-sum', details))).toBe(true);
    expect(sameDraft(draft, { ...draft, title: 'Three Sum' })).toBe(false);
  });

  it('sends empty optional lines as null and tags as a list', () => {
    const { details: sent } = read(draftOf({ author: '  ', tags: 'dp, greedy, dp', title: '  Two Sum ' }));
    expect(sent.author).toBeNull();
    expect(sent.tags).toEqual(['dp', 'greedy']);
    expect(sent.title).toBe('Two Sum');
  });

  it('maps the float mode onto the checker and back', () => {
    const { details: sent } = read(
      draftOf({ checkerMode: 'float', absoluteTolerance: '1e-6', relativeTolerance: '' }),
    );
    expect(sent.checker).toEqual({
      caseSensitive: true,
      spaceChangeSensitive: false,
      floatAbsoluteTolerance: 0.000001,
      floatRelativeTolerance: null,
    });
    expect(sent.validator).toBeNull();
    const again = draftFromDetails('two-sum', sent);
    expect(again).toMatchObject({
      checkerMode: 'float',
      absoluteTolerance: '0.000001',
      relativeTolerance: '',
    });
  });

  it('drops the tolerances in the exact tokens mode', () => {
    const { details: sent } = read(draftOf({ checkerMode: 'tokens', absoluteTolerance: '0.1' }));
    expect(sent.checker.floatAbsoluteTolerance).toBeNull();
    expect(sent.checker.floatRelativeTolerance).toBeNull();
  });

  it('needs a tolerance in the float mode, and numbers', () => {
    expect(errorsOf(draftOf({ checkerMode: 'float' })).absoluteTolerance).toMatch(/absolute or a relative/);
    expect(errorsOf(draftOf({ checkerMode: 'float', relativeTolerance: 'abc' })).relativeTolerance).toMatch(
      /Enter a number/,
    );
    expect(
      errorsOf(draftOf({ checkerMode: 'float', absoluteTolerance: '2' })).absoluteTolerance,
    ).toBeDefined();
  });

  it('maps the validator mode onto a validator with the default token checker', () => {
    const { details: sent } = read(
      draftOf({ checkerMode: 'validator', validatorLanguage: 'python', validatorSource: 'exit(42)' }),
    );
    expect(sent.validator).toEqual({ language: 'python', source: 'exit(42)' });
    expect(sent.checker).toEqual({
      caseSensitive: false,
      spaceChangeSensitive: false,
      floatAbsoluteTolerance: null,
      floatRelativeTolerance: null,
    });
    expect(draftFromDetails('two-sum', sent)).toMatchObject({
      checkerMode: 'validator',
      validatorLanguage: 'python',
      validatorSource: 'exit(42)',
    });
    expect(errorsOf(draftOf({ checkerMode: 'validator', validatorSource: ' ' })).validatorSource).toBe(
      'The validator needs its source.',
    );
  });

  it("puts the schema's messages under their fields", () => {
    const errors = errorsOf(draftOf({ title: ' ', timeLimitMs: '50', memoryLimitMb: 'lots' }));
    expect(errors.title).toBe('Give the problem a title.');
    expect(errors.timeLimitMs).toBe('The time limit is at least 100 ms.');
    expect(errors.memoryLimitMb).toBe('Enter the memory limit in MB.');
    expect(errorsOf(draftOf({ timeLimitMs: '1500.5' })).timeLimitMs).toBe(
      'The time limit is a whole number of milliseconds.',
    );
    expect(errorsOf(draftOf({ tags: 'x'.repeat(41) })).tags).toBe('A tag can be at most 40 characters.');
  });

  it("reads a new problem's id, and says what an id may be", () => {
    const draft = { ...NEW_PROBLEM_DRAFT, title: 'Two Sum', id: ' two-sum ' };
    expect(read(draft, true).id).toBe('two-sum');
    expect(errorsOf({ ...draft, id: 'Two Sum' }, true).id).toMatch(/lower-case letters/);
    expect(errorsOf({ ...draft, id: '' }, true).id).toMatch(/lower-case letters/);
    // An existing problem's id is not the form's to check.
    expect(read(draftOf({ id: 'two-sum' })).id).toBe('two-sum');
  });

  it("keeps a validator's arguments, typed separated by spaces", () => {
    const { details: sent } = read(
      draftOf({
        checkerMode: 'validator',
        validatorLanguage: 'cpp',
        validatorSource: 'int main() { return 42; }',
        validatorArgs: '  float_tolerance 1e-6   mode=strict ',
      }),
    );
    expect(sent.validator?.args).toEqual(['float_tolerance', '1e-6', 'mode=strict']);
    expect(draftFromDetails('two-sum', sent).validatorArgs).toBe('float_tolerance 1e-6 mode=strict');
    const none = read(draftOf({ checkerMode: 'validator', validatorSource: 'exit(42)', validatorArgs: ' ' }));
    expect(none.details.validator).not.toHaveProperty('args');
  });
});
