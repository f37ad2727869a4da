import { englishT, translatorIn } from '@/i18n/english-translate';
import ptBR from '@/i18n/messages/pt-BR';
import { saveSolutionBodySchema, SOLUTION_FILE_RULE, solutionFileSchema } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import { expectationOptions, nameParts, solutionName, suggestedFileName } from './solution-name';

describe('solution names', () => {
  it('are the expectation’s folder and a file name', () => {
    expect(solutionName('Accepted', suggestedFileName('cpp'))).toBe('accepted/solution.cpp');
    expect(solutionName('Time Limit Exceeded', 'slow.py')).toBe('time_limit_exceeded/slow.py');
    expect(solutionName('Runtime Error', suggestedFileName('java'))).toBe('run_time_error/solution.java');
    expect(nameParts('wrong_answer/greedy.py', 'Accepted')).toEqual({
      expected: 'Wrong Answer',
      file: 'greedy.py',
    });
  });

  it('offers every verdict once, each with its folder', () => {
    expect(expectationOptions(englishT)).toHaveLength(7);
    expect(expectationOptions(englishT)[1]).toEqual({
      value: 'Wrong Answer',
      label: 'Wrong Answer (wrong_answer/)',
    });
    expect(expectationOptions(translatorIn('pt-BR', ptBR))[1]?.label).toBe(
      `${translatorIn('pt-BR', ptBR)('verdicts.wrongAnswer')} (wrong_answer/)`,
    );
    expect(expectationOptions(translatorIn('pt-BR', ptBR))[1]?.label).not.toContain('Wrong Answer');
  });
});

describe('the form’s hint and its validation', () => {
  it('say the same thing: a file name the hint allows is taken, one it rules out is refused with the hint', () => {
    for (const good of ['solution.cpp', 'Solution.java', 'greedy_2.py', 'a-b.c'])
      expect(solutionFileSchema.safeParse(good).success, good).toBe(true);
    for (const bad of ['', '.hidden.py', 'my solution.py', 'sub/dir.py', `${'x'.repeat(82)}.py`]) {
      const parsed = solutionFileSchema.safeParse(bad);
      expect(parsed.success, bad).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(SOLUTION_FILE_RULE);
    }
  });

  it('refuses a solution whose folder says another verdict than the one it expects', () => {
    const body = { language: 'python', source: 'print(1)', expected: 'Wrong Answer' } as const;
    expect(saveSolutionBodySchema.safeParse({ ...body, name: 'wrong_answer/x.py' }).success).toBe(true);
    const parsed = saveSolutionBodySchema.safeParse({ ...body, name: 'accepted/x.py' });
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['name'],
      message: 'A solution expecting Wrong Answer goes in wrong_answer/: name it wrong_answer/….',
    });
  });
});
