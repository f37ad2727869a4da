/**
 * How many times a loop runs, read from its header and body: n for a counter walking to an input-sized
 * bound or a scan of a collection, log n when the counter (or a binary-search window) halves or doubles,
 * sqrt n for `i * i <= n`, a constant for literal bounds (`range(26)`) and for the test-case loop that
 * contest code wraps around the real work (`while (t--)`, `for _ in range(int(input()))`): complexity is
 * stated per test case.
 */
import type { Program } from '../syntax/program';
import { constantsOf } from '../syntax/constants';
import { identifiersIn, numericValue, operatorOf } from '../syntax/queries';
import type { SyntaxNode } from '../syntax/tree';
import { CONSTANT, EXPONENTIAL, FACTORIAL, LINEAR, LOG, polynomial, SQRT, type Cost } from './cost';
import { multiplesLoop } from './harmonic';

/**
 * `harmonic`: an inner loop stepping by the outer loop's counter (`for (j = i; j <= n; j += i)`) runs
 * n/1 + n/2 + … + n/n = n·H(n) times in all: log n per outer iteration on average, and the time estimator
 * charges the whole sum to the outer loop (harmonic.ts). `subsets`: a counter over every bitmask of n
 * bits (`mask < (1 << n)`), 2^n. `combinatorial`: itertools' generators and `next_permutation` loops.
 */
export type LoopKind =
  'constant' | 'test-cases' | 'linear' | 'logarithmic' | 'harmonic' | 'sqrt' | 'subsets' | 'combinatorial';

export type LoopBound = { kind: LoopKind; cost: Cost };

const TEST_CASE_NAMES = /^(t|tt|tc|tcs|T|tests?|testcases?|test_cases?|cases?|num_tests|numTests)$/;

const bound = (kind: LoopKind, cost: Cost): LoopBound => ({ kind, cost });

export function loopBound(loop: SyntaxNode, program: Program): LoopBound {
  switch (loop.type) {
    case 'for_statement':
      if (multiplesLoop(loop, program)) return bound('harmonic', LOG);
      return program.language === 'python'
        ? iterationBound(loop.child('right'), program)
        : counterLoopBound(loop, program);
    case 'for_range_loop': // for (auto x : v)
      return iterationBound(loop.child('right'), program);
    case 'enhanced_for_statement': // for (int x : arr)
      return iterationBound(loop.child('value'), program);
    case 'for_in_clause': // [… for x in iterable]
      return iterationBound(loop.child('right'), program);
    default: // while / do-while
      return conditionLoopBound(loop, program);
  }
}

/** `for (init; condition; update)` in C, C++ and Java. */
function counterLoopBound(loop: SyntaxNode, program: Program): LoopBound {
  const init = loop.child('initializer') ?? loop.child('init');
  const condition = loop.child('condition');
  const updates = loop.childrenOf('update');
  if (updates.some((update) => isShrinkingUpdate(update, program))) return bound('logarithmic', LOG);
  if (!condition)
    return shrinksInBody(loop, new Set(), program) ? bound('logarithmic', LOG) : bound('linear', LINEAR);
  if (isSquareRootCondition(condition)) return bound('sqrt', SQRT);
  if (isEveryBitmask(condition, program)) return bound('subsets', EXPONENTIAL);

  const counters = new Set<string>();
  for (const update of updates) for (const name of identifiersIn(update)) counters.add(name);
  const constants = constantsOf(program);
  const limits = [...identifiersIn(condition)].filter(
    (name) => !counters.has(name) && !constants.isSmallName(name),
  );
  if (limits.some((name) => TEST_CASE_NAMES.test(name)) && limits.length === 1)
    return bound('test-cases', CONSTANT);
  // Up to a small constant: `for (k = 0; k < 26; k++)`, `for (z = s.length(); z < 9; z++)` (padding).
  const startsSmallOrCountsUp = initialValueIsSmall(init, program) || updates.every(countsUp);
  if (limits.length === 0 && hasOnlySmallConstants(condition, program) && startsSmallOrCountsUp)
    return bound('constant', CONSTANT);
  // j < LOG, where LOG = n.bit_length() or log2(n)
  if (
    limits.length > 0 &&
    limits.every((name) => constants.isLogName(name)) &&
    initialValueIsSmall(init, program)
  )
    return bound('logarithmic', LOG);
  if (updates.length === 0 && shrinksInBody(loop, identifiersIn(condition), program))
    return bound('logarithmic', LOG);
  return bound('linear', LINEAR);
}

/** `i++`, `++i`, `i += 2`: the counter only grows, so a small upper limit bounds it whatever its start. */
function countsUp(update: SyntaxNode): boolean {
  if (update.type === 'update_expression') return update.text.includes('++');
  return (
    /assignment/.test(update.type) &&
    operatorOf(update) === '+=' &&
    /^\d+$/.test(update.child('right')?.text ?? '')
  );
}

/** `while (condition)` and `do … while (condition)`. */
function conditionLoopBound(loop: SyntaxNode, program: Program): LoopBound {
  const condition = loop.child('condition');
  const names = identifiersIn(condition);
  if (names.size === 1 && TEST_CASE_NAMES.test([...names][0] ?? '')) return bound('test-cases', CONSTANT);
  if (condition && isSquareRootCondition(condition)) return bound('sqrt', SQRT);
  // do { … } while (next_permutation(p.begin(), p.end())): every ordering of the input.
  if (/\b(next|prev)_?[pP]ermutation\s*\(/.test(condition?.text ?? ''))
    return bound('combinatorial', FACTORIAL);
  if (shrinksInBody(loop, names, program)) return bound('logarithmic', LOG);
  if (halvesContainer(loop, program)) return bound('logarithmic', LOG);
  return bound('linear', LINEAR);
}

/** A scan of a collection, a `range(…)`, or itertools' combinatorial generators. */
function iterationBound(iterable: SyntaxNode | undefined, program: Program): LoopBound {
  if (!iterable) return bound('linear', LINEAR);
  if (/^(initializer_list|array_initializer|list|tuple|string|set)$/.test(iterable.type))
    return bound('constant', CONSTANT);
  const constants = constantsOf(program);
  if (constants.isFixedExpression(iterable)) return bound('constant', CONSTANT); // for y in blk[i + 1:]
  if (iterable.type === 'identifier') {
    // `for d in offs` with `offs = (1, -1, w, -w)`; `for j in rng` with `rng = range(LOG - 1, -1, -1)`.
    if (constants.isFixedCollection(iterable.text)) return bound('constant', CONSTANT);
    const value = constants.boundValue(iterable.text);
    if (value && program.isCall(value) && program.callInfo(value).name === 'range')
      return iterationBound(value, program);
  }
  if (program.isCall(iterable)) {
    const call = program.callInfo(iterable);
    if (call.name === 'range') {
      if (call.args.some((arg) => isEveryBitmask(arg, program))) return bound('subsets', EXPONENTIAL);
      if (call.args.every((arg) => constants.isSmall(arg))) return bound('constant', CONSTANT);
      const [limit] = call.args.length === 1 ? call.args : call.args.slice(1, 2);
      const limitNames = [...identifiersIn(limit)];
      const countsTests =
        limitNames.length === 1 &&
        TEST_CASE_NAMES.test(limitNames[0] ?? '') &&
        constants.isSmall(call.args[0]);
      if (limit && (countsTests || /^int\(\s*input\(\s*\)\s*\)$/.test(limit.text)))
        return bound('test-cases', CONSTANT);
      const bounds = call.args.slice(0, 2);
      if (
        bounds.some((arg) => constants.isLogarithmic(arg)) &&
        bounds.every((arg) => constants.isSmall(arg) || constants.isLogarithmic(arg))
      )
        return bound('logarithmic', LOG);
      return bound('linear', LINEAR);
    }
    if (call.name === 'permutations') return bound('combinatorial', FACTORIAL);
    if (call.name === 'combinations' || call.name === 'combinations_with_replacement') {
      const size = numericValue(call.args[1], program.syntax);
      return bound('combinatorial', size !== undefined ? polynomial(size) : EXPONENTIAL);
    }
    if (call.name === 'product') return bound('combinatorial', EXPONENTIAL);
  }
  return bound('linear', LINEAR);
}

/** `i *= 2`, `i /= 2`, `i >>= 1`, `i = i * 2`, `i += i & -i` (Fenwick), `n /= 10`… */
function isShrinkingUpdate(node: SyntaxNode, program: Program): boolean {
  if (/assignment/.test(node.type)) {
    const target = node.child('left');
    const value = node.child('right');
    const op = operatorOf(node);
    if (op === '>>=' || op === '<<=' || op === '&=') return true;
    if (op === '*=' || op === '/=' || op === '//=') return !isUnitLiteral(value, program);
    if ((op === '+=' || op === '-=') && value && /&/.test(value.text)) return true;
    if (op === '=' && target && value && /binary/.test(value.type) && identifiersIn(value).has(target.text)) {
      const inner = operatorOf(value);
      if (inner === '>>' || inner === '<<' || inner === '&') return true;
      if (inner === '*' || inner === '/' || inner === '//')
        return !isUnitLiteral(value.child('right'), program);
    }
  }
  return node.namedChildren.some(
    (child) =>
      (child.type === 'comma_expression' || /assignment/.test(child.type)) &&
      isShrinkingUpdate(child, program),
  );
}

/** Multiplying or dividing by ±1 does not shrink anything. */
function isUnitLiteral(node: SyntaxNode | undefined, program: Program): boolean {
  const value = numericValue(node, program.syntax);
  return value !== undefined && Math.abs(value) <= 1;
}

/**
 * Whether the loop's own body shrinks the condition's variables geometrically: a halving or doubling
 * update, a binary-search midpoint (`mid = (lo + hi) / 2` from the condition's bounds), or Euclid's
 * `a, b = b, a % b`. Nested loops and functions are not looked into: their updates are their own.
 */
function shrinksInBody(loop: SyntaxNode, conditionNames: Set<string>, program: Program): boolean {
  const body = loop.child('body');
  if (!body) return false;
  const { loops, functions, lambdas } = program.syntax;
  const own = body.findAll(
    new Set([
      'assignment_expression',
      'assignment',
      'augmented_assignment',
      'init_declarator',
      'variable_declarator',
    ]),
    (node) => loops.has(node.type) || functions.has(node.type) || lambdas.has(node.type),
  );
  const valuesOf = (name: string): SyntaxNode[] =>
    own
      .filter((node) => (node.child('left') ?? node.child('declarator') ?? node.child('name'))?.text === name)
      .flatMap((node) => node.child('right') ?? node.child('value') ?? []);
  return own.some((node) => {
    const target = node.child('left') ?? node.child('declarator') ?? node.child('name');
    const value = node.child('right') ?? node.child('value');
    if (!target || !value) return false;
    const targetNames = identifiersIn(target);
    const touchesCondition = [...targetNames].some((name) => conditionNames.has(name));
    if (touchesCondition && isShrinkingUpdate(node, program)) return true;
    // A heap's sift-down: `for (;;) { l = 2 * i + 1; …; m = l; …; i = m; }` doubles `i` through other names.
    const doubles = target.type === 'identifier' && movesGeometrically(target.text, value, valuesOf);
    if (doubles && (conditionNames.size === 0 || touchesCondition)) return true;
    const valueNames = identifiersIn(value);
    const readsCondition = [...valueNames].some((name) => conditionNames.has(name));
    if (readsCondition && /(\/\/?|>>>?)\s*[12]\b/.test(value.text)) return true; // a midpoint
    // Euclid: the remainder by a condition variable (`r = a % b; a = b; b = r`).
    const divisor = /%\s*\(?\s*([A-Za-z_]\w*)/.exec(value.text)?.[1];
    return divisor !== undefined && conditionNames.has(divisor);
  });
}

/**
 * `value`, the new value of `name`, doubles or halves it: `2 * i + 1`, `i << 1`, `(i - 1) / 2`, directly
 * or through names assigned in the loop (`i = m` where `m = l` and `l = 2 * i + 1`).
 */
function movesGeometrically(
  name: string,
  value: SyntaxNode,
  valuesOf: (name: string) => SyntaxNode[],
  depth = 0,
): boolean {
  const escaped = name.replace(/[$]/g, '\\$&');
  const geometric = new RegExp(
    `\\b${escaped}\\s*(\\*\\s*2\\b|<<|>>>?|//?\\s*2\\b)|\\b2\\s*\\*\\s*${escaped}\\b|\\(\\s*${escaped}\\s*-\\s*1\\s*\\)\\s*(/|>>)`,
  );
  if (geometric.test(value.text)) return true;
  if (depth >= 3 || value.type !== 'identifier' || value.text === name) return false;
  return valuesOf(value.text).some((inner) => movesGeometrically(name, inner, valuesOf, depth + 1));
}

/**
 * Pairwise reduction rounds: `while len(blocks) > 1: merged = []; for k in range(0, len(blocks) - 1, 2):
 * merged.append(…); blocks = merged`. Each round keeps one item per pair, so there are log n rounds.
 */
function halvesContainer(loop: SyntaxNode, program: Program): boolean {
  const condition = loop.child('condition');
  const body = loop.child('body');
  const sized = /\blen\(\s*(\w+)\s*\)|\b(\w+)\s*\.\s*(?:size\(\s*\)|length)\b/.exec(condition?.text ?? '');
  const container = sized?.[1] ?? sized?.[2];
  if (!container || !body) return false;
  const replacement = body
    .findAll(new Set(['assignment', 'assignment_expression']))
    .map((node) => (node.child('left')?.text === container ? node.child('right')?.text : undefined))
    .find((value): value is string => value !== undefined && /^\w+$/.test(value));
  if (!replacement) return false;
  return body.findAll(program.syntax.loops).some((pairs) => {
    const header = pairs.child('right') ?? pairs.childrenOf('update')[0];
    const byTwo = /range\(.*,\s*2\s*\)$|\+=\s*2$/.test(header?.text.trim() ?? '');
    const overContainer = new RegExp(`\\b${container}\\b`).test(pairs.text.split('\n')[0] ?? '');
    const fills = pairs
      .findAll(program.syntax.calls)
      .some((call) => program.callInfo(call).receiver === replacement);
    return byTwo && overContainer && fills;
  });
}

/**
 * A bound of 2 to the power of a size: a range's whole bound (`range(1 << n)`, `range(1, 2 ** n)`), or one
 * side of a loop's condition (`mask < (1 << n)`, `mask < full` with `full = 1 << n`). Shifts by a
 * constant (`1 << 20`, `1 << LOG`) are fixed sizes, and a shift inside a sum (`i + (1 << k) <= n`, a
 * sparse table's level) is a stride, not the bound.
 */
function isEveryBitmask(node: SyntaxNode, program: Program): boolean {
  const constants = constantsOf(program);
  const isPowerOfSize = (text: string | undefined): boolean => {
    const exponent = /^\(?\s*(?:1[lLuU]*\s*<<|2\s*\*\*)\s*\(?\s*([A-Za-z_]\w*)\s*\)?\s*\)?$/.exec(
      text?.trim() ?? '',
    )?.[1];
    return exponent !== undefined && !constants.isSmallName(exponent) && !constants.isLogName(exponent);
  };
  const isBound = (side: SyntaxNode): boolean =>
    isPowerOfSize(side.text) ||
    (side.type === 'identifier' && isPowerOfSize(constants.boundValue(side.text)?.text));
  if (isBound(node)) return true;
  const comparison = node.type === 'parenthesized_expression' ? node.namedChildren[0] : node;
  return (
    !!comparison &&
    /^[<>!]=?$/.test(operatorOf(comparison)) &&
    comparison.namedChildren.some((side) => isBound(side))
  );
}

/** `i * i <= n`, `(long) i * i < n` */
function isSquareRootCondition(condition: SyntaxNode): boolean {
  return (
    /\b(\w+)\s*\*\s*\1\b\s*[<>]=?/.test(condition.text) || /[<>]=?\s*\b(\w+)\s*\*\s*\1\b/.test(condition.text)
  );
}

/** The condition's literals (numbers, characters) and named constants are all small, and there is one. */
function hasOnlySmallConstants(condition: SyntaxNode, program: Program): boolean {
  const constants = constantsOf(program);
  const nodes = [condition, ...condition.descendants()];
  const literals = nodes.filter((node) => {
    const kind = program.syntax.literals.get(node.type);
    return kind === 'number' || kind === 'char';
  });
  const named = nodes.filter((node) => node.type === 'identifier' && constants.isSmallName(node.text));
  return literals.length + named.length > 0 && literals.every((node) => constants.isSmall(node));
}

function initialValueIsSmall(init: SyntaxNode | undefined, program: Program): boolean {
  if (!init) return true;
  const values = [init, ...init.descendants()].filter((node) =>
    /^(init_declarator|variable_declarator|assignment_expression)$/.test(node.type),
  );
  return values.every((node) => constantsOf(program).isSmall(node.child('value') ?? node.child('right')));
}
