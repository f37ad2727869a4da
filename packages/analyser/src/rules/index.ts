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

const EXPLICIT_FLUSH = /flush\s*=\s*True|\bfflush\s*\(|\.\s*flush\s*\(|<<\s*(std::)?flush\b/;
const WRITE = /\b(print|println|printf|puts|putchar)\s*\(|\bcout\s*<<|\bSystem\.out\b/;
const READ = /\b(input|readline|readLine|scanf|nextInt|nextLong|nextLine|getline|getchar)\s*\(|\bcin\s*>>/;

export function runRules(program: Program, time: TimeEstimate): Finding[] {
  const sizedLoops = new Set(
    time.loops
      .filter((loop) => loop.kind !== 'constant' && loop.kind !== 'test-cases')
      .map((loop) => loop.node),
  );
  const inSizedLoop = (node: SyntaxNode): boolean => {
    if (leavesRightAfter(node, program)) return false;
    for (let outer = node.parent; outer; outer = outer.parent) {
      if (sizedLoops.has(outer)) return true;
      if (program.syntax.comprehensions.has(outer.type) && outer.namedChildren.some((c) => sizedLoops.has(c)))
        return true;
    }
    return false;
  };
  const calls = program.root.findAll(program.syntax.calls).map((node) => program.callInfo(node));
  const interacts = (node: SyntaxNode): boolean => {
    const loop = node.closest((outer) => program.syntax.loops.has(outer.type));
    const body = loop?.child('body')?.text ?? '';
    if (EXPLICIT_FLUSH.test(body)) return true;
    // A query written, and only then, in a later statement, its reply read.
    const write = body.search(WRITE);
    if (write < 0) return false;
    const endOfWrite = body.slice(write).search(/[;\n]/);
    const split = endOfWrite < 0 ? body.length : write + endOfWrite;
    return body.slice(0, split).search(READ) < 0 && body.slice(split).search(READ) >= 0;
  };
  const context = { program, time, calls, inSizedLoop, interacts };
  return RULES[program.language].flatMap((rule) => rule(context)).sort((a, b) => a.line - b.line);
}

/**
 * `print(-1); return` inside a loop: the statement is followed by leaving the loop (return, break, exit),
 * so it runs once, not once per iteration.
 */
function leavesRightAfter(node: SyntaxNode, program: Program): boolean {
  let statement: SyntaxNode | undefined = node;
  while (statement?.parent && !/block|compound_statement|statement_list/.test(statement.parent.type)) {
    if (program.syntax.loops.has(statement.parent.type)) return false;
    statement = statement.parent;
  }
  const siblings = statement?.parent?.namedChildren.filter((child) => !/comment/.test(child.type)) ?? [];
  const next = siblings[siblings.indexOf(statement as SyntaxNode) + 1];
  if (!next) return false;
  return (
    /^(return_statement|break_statement|throw_statement|raise_statement)$/.test(next.type) ||
    /^\s*(sys\.exit|exit|System\.exit|quit)\s*\(/.test(next.text)
  );
}
