/**
 * Classifies how a function calls itself, which decides its running time from the cost of one call's own
 * work `f` (with the self-calls left out):
 * - one call per path: n·f, or log n·f when the argument halves (binary search, fast power);
 * - two or more calls on halves (`mid`, `n / 2`, a partition index): the master theorem, T(n) = a·T(n/2) + f;
 * - calls on `.left`/`.right`/`.next`: one visit per node of a structure, n·f;
 * - a call inside a loop with a visited set (or a parent parameter, on trees): a graph traversal, O(n + m),
 *   reported as n;
 * - a call inside a loop without one: backtracking, exponential;
 * - two or more calls otherwise: exponential, unless memoised (an lru_cache decorator or a memo/dp table
 *   the function reads), which makes it n^d·f for a d-dimensional memo;
 * - `p[x] = find(p[x])`: union-find with path compression, near-constant per call.
 */
import type { FunctionInfo, Program } from '../syntax/program';
import { alwaysExits, ancestorsUntil, identifiersIn } from '../syntax/queries';
import type { SyntaxNode } from '../syntax/tree';
import { CONSTANT, EXPONENTIAL, LINEAR, LOG, polynomial, times, type Cost } from './cost';

export type RecursionKind =
  | 'none'
  | 'linear'
  | 'halving'
  | 'divide-and-conquer'
  | 'structural'
  | 'graph-traversal'
  | 'backtracking'
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

const MEMO_NAME = /memo|dp|cache|table|computed|lookup|^f$|^mem$/i;
const VISITED_NAME = /vis|seen|marked|colou?r|explored|discovered|^done$/i;
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
  const memo = memoDimensions(fn, program);
  if (memo > 0) return result('memoised', memo);
  if (inLoop) return result('backtracking');
  const argumentTexts = calls.map((call) =>
    program
      .callInfo(call)
      .args.map((arg) => arg.text)
      .join(', '),
  );
  if (argumentTexts.every((text) => STRUCTURAL_ARGUMENT.test(text))) return result('structural');
  const halves =
    argumentTexts.every((text) => HALVING_ARGUMENT.test(text)) || splitsAtLocalPoint(fn, calls, program);
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

/**
 * Quicksort-like splitting: every self-call's arguments read the same local variable (a partition index
 * computed in the body, not a parameter), as in `sort(lo, p - 1); sort(p + 1, hi)`.
 */
function splitsAtLocalPoint(fn: FunctionInfo, calls: SyntaxNode[], program: Program): boolean {
  if (calls.length < 2) return false;
  const params = new Set(fn.params);
  // Names passed as a whole argument or off by one: `p`, `p - 1`, `p + 1`.
  const boundaries = calls.map((call) => {
    const names = new Set<string>();
    for (const arg of program.callInfo(call).args) {
      const match = /^([A-Za-z_]\w*)(\s*[+-]\s*1)?$/.exec(arg.text.trim());
      if (match?.[1]) names.add(match[1]);
    }
    return names;
  });
  const [first, ...rest] = boundaries;
  return [...(first ?? [])].some((name) => !params.has(name) && rest.every((names) => names.has(name)));
}

/**
 * 0 when not memoised; otherwise the memo's dimensions: an lru_cache/cache decorator (one per parameter),
 * or the deepest subscript of a memo-like table the function reads (`dp[i][j]` → 2, `memo[(i, j)]` → 2).
 */
function memoDimensions(fn: FunctionInfo, program: Program): number {
  if (fn.decorators.some((decorator) => /\b(lru_cache|cache)\b/.test(decorator)))
    return Math.min(3, Math.max(1, fn.params.length));
  if (!fn.body) return 0;
  let dimensions = 0;
  for (const node of fn.body.descendants()) {
    if (node.type !== 'identifier' || !MEMO_NAME.test(node.text)) continue;
    const parent = node.parent;
    if (!parent) continue;
    if (
      /subscript|array_access/.test(parent.type) &&
      (parent.child('value') ?? parent.child('argument') ?? parent.child('array')) === node
    ) {
      dimensions = Math.max(dimensions, subscriptDepth(parent));
    } else if (/comparison_operator/.test(parent.type) && /\bin\b/.test(parent.text)) {
      dimensions = Math.max(dimensions, 1);
    } else if (
      program.isCall(parent.parent ?? parent) &&
      /\.(get|containsKey|count|find|has|contains)\b/.test(parent.parent?.text ?? '')
    ) {
      dimensions = Math.max(dimensions, 1);
    }
  }
  return Math.min(3, dimensions);
}

/** `dp[i][j]` → 2; `memo[i, j]` / `memo[(i, j)]` → 2. */
function subscriptDepth(subscript: SyntaxNode): number {
  let depth = 1;
  let outer = subscript;
  while (
    outer.parent &&
    /subscript|array_access/.test(outer.parent.type) &&
    outer.parent.namedChildren[0] === outer
  ) {
    depth += 1;
    outer = outer.parent;
  }
  const index = subscript.child('subscript') ?? subscript.child('index') ?? subscript.child('indices');
  const tuple =
    index?.type === 'tuple' || index?.type === 'expression_list'
      ? index
      : index?.namedChildren.find((c) => c.type === 'tuple');
  return Math.max(depth, tuple ? tuple.namedChildren.length : 1);
}
