/**
 * Classifies how a function calls itself, which decides its running time from the cost of one call's own
 * work `f` (with the self-calls left out):
 * - one call per path: n·f; when the argument halves, T(n) = T(n/2) + f: log n for constant f (binary
 *   search, fast power), f itself when f grows (n + n/2 + … = 2n);
 * - two or more calls on halves (`mid`, `n / 2`, a partition index): the master theorem, T(n) = a·T(n/2) + f;
 * - calls on `.left`/`.right`/`.next`: one visit per node of a structure, n·f;
 * - a call inside a loop with a visited set (or a parent parameter, on trees): a graph traversal, O(n + m),
 *   reported as n;
 * - a call inside a loop without one: backtracking, exponential; n!·f when the call is not told which item
 *   the loop took (permutations);
 * - two calls passing a range query's bounds through, with early exits on them: a segment tree, log n·f;
 * - two or more calls otherwise: exponential, unless memoised (a cache decorator, or a table keyed by the
 *   parameters, read before the self-calls and written after: memo.ts), n^d·f for a d-parameter key;
 * - `p[x] = find(p[x])`: union-find with path compression, near-constant per call.
 */
import type { FunctionInfo, Program } from '../syntax/program';
import { alwaysExits, ancestorsUntil, identifiersIn } from '../syntax/queries';
import type { SyntaxNode } from '../syntax/tree';
import { memoDimensions } from './memo';
import { isRangeQuery, permutesInLoop, recursesOnFilteredPart, splitsAtLocalPoint } from './recursion-shapes';
import { CONSTANT, EXPONENTIAL, FACTORIAL, LINEAR, LOG, polynomial, times, type Cost } from './cost';

export type RecursionKind =
  | 'none'
  | 'linear'
  | 'halving'
  | 'divide-and-conquer'
  | 'structural'
  | 'graph-traversal'
  | 'backtracking'
  | 'permutations'
  | 'range-query'
  | 'memoised'
  | 'path-compression'
  | 'exponential';

export type Recursion = {
  kind: RecursionKind;
  /** Most self-calls made on one path through the body. */
  callsPerPath: number;
  /** Dimensions of the memo table, for memoised recursion. */
  memoDimensions: number;
};

export const VISITED_NAME = /vis|seen|marked|colou?r|explored|discovered|^done$/i;
/** A DFS over a tree passes the vertex it came from instead of keeping a visited set. */
const PARENT_PARAMETER = /^(p|par|parent|prev|from|pa|fa)$/;
const STRUCTURAL_ARGUMENT = /(\.|->)\s*(left|right|next|children|child|kids|lo|hi)\b/;
const HALVING_ARGUMENT = /(\/\/?|>>)\s*[12]\b|\bmid\b|\bmiddle\b|\bhalf\b|\bm\s*[+-]\s*1\b/;

export function selfCalls(fn: FunctionInfo, program: Program): SyntaxNode[] {
  if (!fn.body) return [];
  return fn.body.findAll(program.syntax.calls).filter((node) => {
    const call = program.callInfo(node);
    return call.name === fn.name && (call.receiver === undefined || /^(self|this)$/.test(call.receiver));
  });
}

export function classifyRecursion(fn: FunctionInfo, program: Program): Recursion {
  const calls = selfCalls(fn, program);
  if (calls.length === 0 || !fn.body) return { kind: 'none', callsPerPath: 0, memoDimensions: 0 };
  const callSet = new Set(calls);
  const callsPerPath = maxCallsOnOnePath(fn.body, callSet, program);
  const result = (kind: RecursionKind, memoDimensions = 0): Recursion => ({
    kind,
    callsPerPath,
    memoDimensions,
  });

  if (compressesPath(calls, fn, program)) return result('path-compression');
  const inLoop = calls.some(
    (call) => ancestorsUntil(call, fn.node, (n) => program.syntax.loops.has(n.type)).length > 0,
  );
  const tracksVisits =
    [...identifiersIn(fn.body)].some((name) => VISITED_NAME.test(name)) ||
    fn.params.some((name) => PARENT_PARAMETER.test(name));
  if (inLoop && tracksVisits) return result('graph-traversal');
  const memo = memoDimensions(fn, calls, program);
  if (memo > 0) return result('memoised', memo);
  if (inLoop) return result(permutesInLoop(calls, fn, program) ? 'permutations' : 'backtracking');
  const argumentTexts = calls.map((call) =>
    program
      .callInfo(call)
      .args.map((arg) => arg.text)
      .join(', '),
  );
  if (argumentTexts.every((text) => STRUCTURAL_ARGUMENT.test(text))) return result('structural');
  const halvesAtMid = argumentTexts.every((text) => HALVING_ARGUMENT.test(text));
  if (halvesAtMid && isRangeQuery(fn, calls, program)) return result('range-query');
  const halves =
    halvesAtMid || splitsAtLocalPoint(fn, calls, program) || recursesOnFilteredPart(fn, calls, program);
  if (callsPerPath <= 1) return result(halves ? 'halving' : 'linear');
  if (halves) return result('divide-and-conquer');
  return result('exponential');
}

/** The total running time of a function whose own work per call (self-calls excluded) costs `ownWork`. */
export function recursiveCost(recursion: Recursion, ownWork: Cost): Cost {
  switch (recursion.kind) {
    case 'none':
      return ownWork;
    case 'linear':
    case 'structural':
      return times(LINEAR, ownWork);
    case 'halving':
      // T(n) = T(n/2) + f(n): log n when f is constant (binary search), f itself when it grows (n + n/2 + …).
      return masterTheorem(1, ownWork);
    case 'range-query':
      // A constant number of nodes per level of the tree: O(log n) calls.
      return times(LOG, ownWork);
    case 'path-compression':
      // Union-find with path compression: m finds cost O(m α(n)) in all, near-constant each.
      return ownWork;
    case 'graph-traversal':
      // Each vertex is entered once and each edge scanned once: O(n + m), whatever the loop inside.
      return LINEAR;
    case 'memoised':
      return times(polynomial(recursion.memoDimensions), ownWork);
    case 'divide-and-conquer':
      return masterTheorem(recursion.callsPerPath, ownWork);
    case 'permutations':
      // n! orderings, each built with the work of one call per level.
      return times(FACTORIAL, ownWork);
    case 'backtracking':
    case 'exponential':
      return EXPONENTIAL;
  }
}

/** How deep the call stack grows, for the space estimate. */
export function recursionDepth(recursion: Recursion): Cost {
  switch (recursion.kind) {
    case 'none':
      return CONSTANT;
    case 'halving':
    case 'range-query':
    case 'divide-and-conquer':
      return LOG;
    default:
      return LINEAR;
  }
}

/**
 * Union-find's recursive find: every self-call climbs the parent table from a parameter and stores its
 * answer back (`p[x] = find(p[x])`), so the path it walked now points at the root.
 */
function compressesPath(calls: SyntaxNode[], fn: FunctionInfo, program: Program): boolean {
  return calls.every((call) => {
    const [arg, ...rest] = program.callInfo(call).args;
    const parent = call.parent?.type === 'parenthesized_expression' ? call.parent.parent : call.parent;
    const stored = parent && /assignment/.test(parent.type) ? parent.child('left')?.text : undefined;
    const climbs = /^\s*(\w+)\s*\[\s*(\w+)\s*\]\s*$/.exec(arg?.text ?? '');
    return (
      rest.length === 0 &&
      !!climbs?.[2] &&
      fn.params.includes(climbs[2]) &&
      stored?.replace(/\s+/g, '') === arg?.text.replace(/\s+/g, '')
    );
  });
}

/** T(n) = a·T(n/2) + f(n). */
function masterTheorem(a: number, ownWork: Cost): Cost {
  const critical = Math.round(Math.log2(a) * 2) / 2;
  if (ownWork.exponential) return EXPONENTIAL;
  if (ownWork.poly < critical) return polynomial(critical);
  if (ownWork.poly === critical) return polynomial(critical, ownWork.log + 1);
  return ownWork;
}

/**
 * Self-calls executed on the worst single path: the branches of an if/else (and an `if … return` followed
 * by the rest of the block) are alternatives, everything else runs in sequence.
 */
function maxCallsOnOnePath(node: SyntaxNode, calls: Set<SyntaxNode>, program: Program): number {
  // A nested function or lambda is not run by being defined.
  if (program.syntax.functions.has(node.type) || program.syntax.lambdas.has(node.type)) return 0;
  const own = calls.has(node) ? 1 : 0;
  if (
    node.type === 'if_statement' ||
    node.type === 'conditional_expression' ||
    node.type === 'ternary_expression'
  ) {
    const condition = node.child('condition');
    const branches = node.namedChildren.filter((child) => child !== condition);
    const conditionCalls = condition ? maxCallsOnOnePath(condition, calls, program) : 0;
    return own + conditionCalls + Math.max(0, ...branches.map((b) => maxCallsOnOnePath(b, calls, program)));
  }
  return own + callsInSequence(node.children, 0, calls, program);
}

function callsInSequence(
  statements: SyntaxNode[],
  from: number,
  calls: Set<SyntaxNode>,
  program: Program,
): number {
  let total = 0;
  for (let i = from; i < statements.length; i += 1) {
    const statement = statements[i] as SyntaxNode;
    const isEarlyReturn =
      statement.type === 'if_statement' &&
      !statement.child('alternative') &&
      alwaysExits(statement.child('consequence'));
    if (isEarlyReturn) {
      const rest = callsInSequence(statements, i + 1, calls, program);
      return total + Math.max(maxCallsOnOnePath(statement, calls, program), rest);
    }
    total += maxCallsOnOnePath(statement, calls, program);
  }
  return total;
}
