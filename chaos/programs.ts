/**
 * What the simulated users send for `add-two` (read two integers, print their sum; time limit 1 s), and
 * the verdict each must get. Every source carries its own number in a comment, as real users' code
 * differs: no two submissions share a compile-cache entry.
 */
import type { LanguageId } from '@codeconquer/contracts';

export type ProgramKind = 'accepted' | 'wrong' | 'compile' | 'tle';

export const PROBLEM_ID = 'add-two';

export const EXPECTED_VERDICT: Record<ProgramKind, string> = {
  accepted: 'Accepted',
  wrong: 'Wrong Answer',
  compile: 'Compilation Error',
  tle: 'Time Limit Exceeded',
};

export type Program = { kind: ProgramKind; language: LanguageId; code: string };

export function program(kind: ProgramKind, n: number): Program {
  switch (kind) {
    case 'accepted':
      return n % 4 === 0
        ? {
            kind,
            language: 'c',
            code: `#include <stdio.h>\nint main(void) {\n  long long a, b;\n  scanf("%lld %lld", &a, &b);\n  printf("%lld\\n", a + b); /* ${n} */\n  return 0;\n}\n`,
          }
        : { kind, language: 'python', code: `a, b = map(int, input().split())  # ${n}\nprint(a + b)\n` };
    case 'wrong':
      return { kind, language: 'python', code: `a, b = map(int, input().split())  # ${n}\nprint(a - b)\n` };
    case 'compile':
      return n % 2 === 0
        ? { kind, language: 'c', code: `int main(void) {\n  return 0 /* ${n} */\n}\n` }
        : { kind, language: 'python', code: `def main(:  # ${n}\n    print(1)\n` };
    case 'tle':
      return { kind, language: 'python', code: `# ${n}\nwhile True:\n    pass\n` };
  }
}

/**
 * The chaos part's mix, by submission number, repeating every 40: 27 Accepted (a quarter of them C),
 * 8 Wrong Answer, 4 Compilation Error (C and Python), 1 Time Limit Exceeded.
 */
export function chaosKind(n: number): ProgramKind {
  if (n % 40 === 20) return 'tle';
  if (n % 10 === 9) return 'compile';
  if (n % 10 === 3 || n % 10 === 7) return 'wrong';
  return 'accepted';
}
