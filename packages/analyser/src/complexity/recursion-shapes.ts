/**
 * Shapes of self-calls that decide a recursion's class beyond counting them (recursion.ts): orderings
 * built one item at a time, partitions around positions a loop found, parts filtered out of the input,
 * and a segment tree's range query.
 */
import type { FunctionInfo, Program } from '../syntax/program';
import { alwaysExits, identifiersIn } from '../syntax/queries';
import type { SyntaxNode } from '../syntax/tree';

/**
 * Permutations: the self-call sits in a loop over the candidates but is not told which one it took
 * (`for v in range(n): if used[v]: continue; …; go(depth + 1)`, or a swap-based `permute(k + 1)` in
 * `for i in range(k, n)`, or the items left, `perm(cur + [rest[i]], rest[:i] + rest[i + 1:])`), so every
 * level tries every remaining item: n! orderings. When the call is passed the loop's counter as where to
 * go on from (`go(j + 1)`) it only takes later items: subsets, 2^n.
 */
export function permutesInLoop(calls: SyntaxNode[], fn: FunctionInfo, program: Program): boolean {
  return calls.every((call) => {
    const loop = call.closest((node) => node === fn.node || program.syntax.loops.has(node.type));
    if (!loop || loop === fn.node) return false;
    const counters = loopCounters(loop, program);
    if (counters.size === 0) return false;
    // Passed as a start position (`go(j + 1)`, `go(j)`), not as the item taken (`rest[:i] + rest[i + 1:]`).
    const positions = program
      .callInfo(call)
      .args.map((arg) => /^\s*(\w+)\s*([+-]\s*\d+)?\s*$/.exec(arg.text)?.[1]);
    return [...counters].every((counter) => !positions.includes(counter));
  });
}

function loopCounters(loop: SyntaxNode, program: Program): Set<string> {
  if (loop.type === 'for_range_loop' || loop.type === 'enhanced_for_statement')
    return identifiersIn(loop.child('declarator') ?? loop.child('name'));
  if (program.language === 'python' && loop.type === 'for_statement')
    return identifiersIn(loop.child('left'));
  const names = new Set<string>();
  for (const update of loop.childrenOf('update')) for (const name of identifiersIn(update)) names.add(name);
  return names;
}

/**
 * Quicksort-like splitting: every self-call is passed a position found in the body, not a parameter: the
 * same local (`sort(lo, p - 1); sort(p + 1, hi)`), or indices a partition loop moved (Hoare's
 * `quicksort(a, lo, j); quicksort(a, i, hi)`).
 */
export function splitsAtLocalPoint(fn: FunctionInfo, calls: SyntaxNode[], program: Program): boolean {
  if (calls.length < 2 || !fn.body) return false;
  const params = new Set(fn.params);
  // Names passed as a whole argument or off by one: `p`, `p - 1`, `p + 1`.
  const boundaries = calls.map((call) => {
    const names = new Set<string>();
    for (const arg of program.callInfo(call).args) {
      const match = /^([A-Za-z_]\w*)(\s*[+-]\s*1)?$/.exec(arg.text.trim());
      if (match?.[1] && !params.has(match[1])) names.add(match[1]);
    }
    return names;
  });
  const [first, ...rest] = boundaries;
  if ([...(first ?? [])].some((name) => rest.every((names) => names.has(name)))) return true;
  const movedByLoop = namesStepped(fn.body, program);
  return boundaries.every((names) => [...names].some((name) => movedByLoop.has(name)));
}

/** Names a loop in `body` steps by one (`i++`, `j--`, `i += 1`). */
function namesStepped(body: SyntaxNode, program: Program): Set<string> {
  const names = new Set<string>();
  for (const loop of body.findAll(program.syntax.loops)) {
    for (const step of loop.findAll(
      new Set(['update_expression', 'augmented_assignment', 'assignment_expression']),
    )) {
      if (
        /^\s*(\+\+|--)?\s*[A-Za-z_]\w*\s*(\+\+|--|[+-]=\s*1)?\s*$/.test(step.text) &&
        /\+\+|--|[+-]=/.test(step.text)
      )
        for (const name of identifiersIn(step)) names.add(name);
    }
  }
  return names;
}

/**
 * Quickselect on lists: every self-call is given a part of the input filtered by a pivot
 * (`lower = [x for x in items if x < pivot]`; `kth(lower, k)`), which is half of it on average.
 */
export function recursesOnFilteredPart(fn: FunctionInfo, calls: SyntaxNode[], program: Program): boolean {
  if (!fn.body) return false;
  const params = new Set(fn.params);
  const filtered = new Set<string>();
  for (const assignment of fn.body.findAll(new Set(['assignment']))) {
    const value = assignment.child('right');
    const target = assignment.child('left');
    if (target?.type !== 'identifier' || value?.type !== 'list_comprehension') continue;
    const clauses = value.namedChildren;
    const overParam = clauses.some(
      (clause) => clause.type === 'for_in_clause' && params.has(clause.child('right')?.text ?? ''),
    );
    if (overParam && clauses.some((clause) => clause.type === 'if_clause')) filtered.add(target.text);
  }
  return calls.every((call) => program.callInfo(call).args.some((arg) => filtered.has(arg.text)));
}

/**
 * A segment tree's range query: the self-calls pass the query bounds through unchanged (`ql`, `qr`) and
 * the body returns early when the node's range is outside or inside them (`if (qr < l || r < ql) return`),
 * so only O(log n) nodes are visited, not the whole tree.
 */
export function isRangeQuery(fn: FunctionInfo, calls: SyntaxNode[], program: Program): boolean {
  if (calls.length < 2 || !fn.body) return false;
  const passedThrough = fn.params.filter((param, position) =>
    calls.every((call) => program.callInfo(call).args[position]?.text.trim() === param),
  );
  const changed = fn.params.filter((param) => !passedThrough.includes(param));
  if (passedThrough.length === 0 || changed.length === 0) return false;
  // `qr < l`, `r < ql`, `ql <= l`: a node's bound compared with a query bound.
  const comparesBounds = (condition: string): boolean =>
    passedThrough.some((query) =>
      changed.some((bound) =>
        new RegExp(`\\b(${query}\\s*[<>]=?\\s*${bound}|${bound}\\s*[<>]=?\\s*${query})\\b`).test(condition),
      ),
    );
  return fn.body
    .findAll(new Set(['if_statement']))
    .some(
      (test) => alwaysExits(test.child('consequence')) && comparesBounds(test.child('condition')?.text ?? ''),
    );
}
