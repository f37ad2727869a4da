import { describe, expect, it } from 'vitest';
import { suggestedSolutionName, verdictOfName } from './solution-name';

describe('solution names', () => {
  it('suggests a name in the folder of the expected verdict', () => {
    expect(suggestedSolutionName('Accepted', 'cpp')).toBe('accepted/solution.cpp');
    expect(suggestedSolutionName('Time Limit Exceeded', 'python')).toBe('time_limit_exceeded/solution.py');
    expect(suggestedSolutionName('Runtime Error', 'java')).toBe('run_time_error/solution.java');
  });

  it("reads the verdict a name's folder promises", () => {
    expect(verdictOfName('wrong_answer/greedy.py')).toBe('Wrong Answer');
    expect(verdictOfName('accepted/sol.cpp')).toBe('Accepted');
    expect(verdictOfName('slow/sol.cpp')).toBeUndefined();
    expect(verdictOfName('')).toBeUndefined();
  });
});
