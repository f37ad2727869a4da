/** Runs the language's rules over a program and returns their findings in source order. */
import type { LanguageId } from '@codeconquer/contracts';
import type { TimeEstimate } from '../complexity/time';
import type { Program } from '../syntax/program';
import type { SyntaxNode } from '../syntax/tree';
import { C_FAMILY_RULES } from './c-family';
import type { Finding, Rule } from './finding';
import { JAVA_RULES } from './java';
import { PYTHON_RULES } from './python';

export type { Finding, FindingCategory } from './finding';

const RULES: Record<LanguageId, Rule[]> = {
  c: C_FAMILY_RULES,
  cpp: C_FAMILY_RULES,
  java: JAVA_RULES,
  python: PYTHON_RULES,
  pypy: PYTHON_RULES,
};

export function runRules(program: Program, time: TimeEstimate): Finding[] {
  const sizedLoops = new Set(
    time.loops
      .filter((loop) => loop.kind !== 'constant' && loop.kind !== 'test-cases')
      .map((loop) => loop.node),
  );
  const inSizedLoop = (node: SyntaxNode): boolean => {
    for (let outer = node.parent; outer; outer = outer.parent) {
      if (sizedLoops.has(outer)) return true;
      if (program.syntax.comprehensions.has(outer.type) && outer.namedChildren.some((c) => sizedLoops.has(c)))
        return true;
    }
    return false;
  };
  const calls = program.root.findAll(program.syntax.calls).map((node) => program.callInfo(node));
  const context = { program, time, calls, inSizedLoop };
  return RULES[program.language].flatMap((rule) => rule(context)).sort((a, b) => a.line - b.line);
}
