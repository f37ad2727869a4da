/**
 * Loops over multiples: an inner loop stepping by the counter of an enclosing loop
 * (`for (j = i; j <= n; j += i)`, `for j in range(i * i, n + 1, i)`) runs n/1 + n/2 + … + n/n = n·H(n)
 * times over the whole outer loop, whatever the outer loop's own bound: O(n log n) in all. When the outer
 * loop only enters it for numbers not yet marked by it (`if (composite[i]) continue;`, `if is_prime[i]:`),
 * it runs for primes only: n/2 + n/3 + n/5 + … = O(n log log n), the sieve of Eratosthenes.
 */
import type { Program } from '../syntax/program';
import { identifiersIn, operatorOf } from '../syntax/queries';
import type { SyntaxNode } from '../syntax/tree';
import { N_LOG_LOG_N, N_LOG_N, type Cost } from './cost';

export type MultiplesLoop = {
  /** The loop whose counter is the step. */
  outer: SyntaxNode;
  /** Iterations of the inner loop summed over every iteration of `outer`. */
  total: Cost;
};

/** The loop this one steps by the counter of, with the total count of its iterations; undefined otherwise. */
export function multiplesLoop(loop: SyntaxNode, program: Program): MultiplesLoop | undefined {
  const step = stepName(loop, program);
  if (!step) return undefined;
  for (let outer = loop.parent; outer; outer = outer.parent) {
    if (program.syntax.functions.has(outer.type)) return undefined;
    if (!program.syntax.loops.has(outer.type) || !countersOf(outer, program).has(step)) continue;
    return { outer, total: isSieve(outer, loop, step, program) ? N_LOG_LOG_N : N_LOG_N };
  }
  return undefined;
}

/** The name a loop steps its counter by: `j += i` in a C-family update, `range(a, b, i)` in Python. */
function stepName(loop: SyntaxNode, program: Program): string | undefined {
  if (program.language === 'python') {
    const iterable = loop.child('right');
    if (!iterable || !program.isCall(iterable)) return undefined;
    const call = program.callInfo(iterable);
    const step = call.args[2];
    return call.name === 'range' && step?.type === 'identifier' ? step.text : undefined;
  }
  for (const update of loop.childrenOf('update')) {
    const step = update.child('right');
    if (/assignment/.test(update.type) && operatorOf(update) === '+=' && step?.type === 'identifier')
      return step.text;
  }
  return undefined;
}

/** The counter(s) of a loop: `i` in `for (…; …; i++)` or in Python's `for i in …`. */
function countersOf(loop: SyntaxNode, program: Program): Set<string> {
  if (program.language === 'python') return identifiersIn(loop.child('left'));
  const names = new Set<string>();
  for (const update of loop.childrenOf('update')) for (const name of identifiersIn(update)) names.add(name);
  return names;
}

/**
 * The inner loop marks the multiples it visits (`mark[j] = …`, `j` its counter) and the outer loop tests the
 * same mark on its own counter before reaching it (`if (mark[i]) continue;`, `if mark[i]:`).
 */
function isSieve(outer: SyntaxNode, inner: SyntaxNode, step: string, program: Program): boolean {
  const innerCounters = countersOf(inner, program);
  const marked = new Set<string>();
  for (const assignment of inner.findAll(new Set(['assignment', 'assignment_expression']))) {
    const target = assignment.child('left');
    // `mark[j]`, `mark[(int) j]`
    const index = /^(\w+)\s*\[\s*(?:\(\s*\w+\s*\)\s*)?(\w+)\s*\]$/.exec(target?.text ?? '');
    if (index?.[1] && index[2] && innerCounters.has(index[2])) marked.add(index[1]);
  }
  if (marked.size === 0) return false;
  const tests = outer
    .findAll(new Set(['if_statement']))
    .filter((test) => !inner.findAll(new Set(['if_statement'])).includes(test))
    .map((test) => test.child('condition')?.text ?? '');
  return [...marked].some((array) => {
    const readsMark = new RegExp(`\\b${array}\\s*\\[\\s*${step}\\s*\\]`);
    return tests.some((condition) => readsMark.test(condition));
  });
}
