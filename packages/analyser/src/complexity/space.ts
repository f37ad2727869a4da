/**
 * Extra space: the largest allocation sized by the input (an array or vector of n elements is n, an n×m
 * table n^2, a container filled inside an input-sized loop n) or the deepest recursion, whichever is larger.
 * Scalars, fixed-size arrays (`int dx[4]`) and the input string itself are not counted.
 */
import type { Program } from '../syntax/program';
import { isSmallLiteral, numericValue } from '../syntax/queries';
import type { SyntaxNode } from '../syntax/tree';
import { CONSTANT, max, polynomial, type Cost } from './cost';
import { recursionDepth } from './recursion';
import type { TimeEstimate } from './time';

export type Allocation = { node: SyntaxNode; dimensions: number; line: number };

export type SpaceEstimate = { total: Cost; allocations: Allocation[] };

/** Methods that add one element to a container. */
const GROWING_METHODS = new Set([
  'push_back',
  'emplace_back',
  'push',
  'emplace',
  'insert',
  'push_front',
  'add',
  'put',
  'offer',
  'append',
  'appendleft',
  'extend',
  'heappush',
  'addLast',
  'addFirst',
  'merge',
]);

const PYTHON_COPIES = new Set(['list', 'sorted', 'set', 'dict', 'tuple', 'Counter', 'deque', 'frozenset']);

export function estimateSpace(program: Program, time: TimeEstimate): SpaceEstimate {
  const sizedLoops = new Set(
    time.loops
      .filter((loop) => loop.kind !== 'constant' && loop.kind !== 'test-cases')
      .map((loop) => loop.node),
  );
  const allocations: Allocation[] = [];
  const record = (node: SyntaxNode, dimensions: number): void => {
    if (dimensions > 0) allocations.push({ node, dimensions, line: node.startRow + 1 });
  };
  for (const node of program.root.descendants())
    record(node, allocationDimensions(node, program, sizedLoops));
  const depth = max(...time.functions.map((fn) => recursionDepth(fn.recursion)));
  const largest = Math.max(0, ...allocations.map((allocation) => allocation.dimensions));
  return { total: max(largest > 0 ? polynomial(Math.min(largest, 3)) : CONSTANT, depth), allocations };
}

function allocationDimensions(node: SyntaxNode, program: Program, sizedLoops: Set<SyntaxNode>): number {
  switch (node.type) {
    case 'array_declarator': // int a[N][M]: only the outermost declarator counts
      return node.parent?.type === 'array_declarator' ? 0 : arrayDeclaratorDimensions(node, program);
    case 'init_declarator':
      return vectorConstructorDimensions(node.child('value'), program);
    case 'function_declarator': // vector<int> a(n), which tree-sitter reads as a function declaration
      return node.parent?.type === 'declaration' && /</.test(node.parent.child('type')?.text ?? '')
        ? vectorConstructorDimensions(node.child('parameters'), program)
        : 0;
    case 'new_expression':
      return isInputSized(node.child('declarator')?.child('length'), program) ? 1 : 0;
    case 'array_creation_expression': // new int[n][m]
      return node.childrenOf('dimensions').filter((dim) => isInputSized(dim.namedChildren[0], program))
        .length;
    case 'binary_operator': // [0] * n
      return node.child('left')?.type === 'list' && isInputSized(node.child('right'), program) ? 1 : 0;
    case 'list_comprehension':
    case 'set_comprehension':
    case 'dictionary_comprehension':
      return comprehensionDimensions(node, program, sizedLoops);
    default:
      if (program.isCall(node)) return callAllocation(node, program, sizedLoops);
      if (node.type === 'assignment' || node.type === 'assignment_expression')
        return keyedGrowth(node, program, sizedLoops);
      return 0;
  }
}

function arrayDeclaratorDimensions(node: SyntaxNode, program: Program): number {
  let dimensions = 0;
  for (
    let current: SyntaxNode | undefined = node;
    current?.type === 'array_declarator';
    current = current.child('declarator')
  ) {
    if (isInputSized(current.child('size'), program)) dimensions += 1;
  }
  return dimensions;
}

/** `vector<int> v(n)` → 1, `vector<vector<int>> g(n, vector<int>(m))` → 2, `vector<int> v` → 0. */
function vectorConstructorDimensions(args: SyntaxNode | undefined, program: Program): number {
  if (!args || !/argument_list|parameter_list|initializer_list/.test(args.type)) return 0;
  const [size, fill] = args.namedChildren;
  if (!isInputSized(size?.type === 'parameter_declaration' ? size.child('type') : size, program)) return 0;
  // The fill value `vector<int>(m)`: a call, or in the vexing parse an abstract function declarator.
  const nested =
    fill?.type === 'call_expression'
      ? fill.child('arguments')
      : fill?.type === 'parameter_declaration'
        ? fill.child('declarator')?.child('parameters')
        : undefined;
  return 1 + vectorConstructorDimensions(nested, program);
}

/** `[[0] * m for _ in range(n)]` → 2: one per input-sized `for` clause, plus what each element allocates. */
function comprehensionDimensions(node: SyntaxNode, program: Program, sizedLoops: Set<SyntaxNode>): number {
  // Counted once, from the outermost comprehension.
  if (node.closest((n) => program.syntax.comprehensions.has(n.type))) return 0;
  return nestedComprehensionDimensions(node, program, sizedLoops);
}

function nestedComprehensionDimensions(
  node: SyntaxNode,
  program: Program,
  sizedLoops: Set<SyntaxNode>,
): number {
  const clauses = node.namedChildren.filter(
    (child) => child.type === 'for_in_clause' && sizedLoops.has(child),
  );
  const element = node.child('body');
  let inner = 0;
  for (const child of element ? [element, ...element.descendants()] : []) {
    if (child.type === 'binary_operator')
      inner = Math.max(inner, allocationDimensions(child, program, sizedLoops));
    const isDirectlyNested = child.closest((n) => program.syntax.comprehensions.has(n.type)) === node;
    if (program.syntax.comprehensions.has(child.type) && isDirectlyNested)
      inner = Math.max(inner, nestedComprehensionDimensions(child, program, sizedLoops));
  }
  return clauses.length + inner;
}

/** malloc/calloc by a size read from input, Python's list()/sorted() copies, and containers grown in loops. */
function callAllocation(node: SyntaxNode, program: Program, sizedLoops: Set<SyntaxNode>): number {
  const call = program.callInfo(node);
  if (/^(malloc|calloc|realloc)$/.test(call.name))
    return call.args.some((arg) => mentionsInputSize(arg)) ? 1 : 0;
  if (program.language === 'python') {
    if (call.receiver === undefined && PYTHON_COPIES.has(call.name) && call.args.length > 0) return 1;
    if ((call.name === 'split' || call.name === 'readlines') && /assignment/.test(node.parent?.type ?? ''))
      return 1;
  }
  if (program.language === 'java' && /^(toCharArray|split)$/.test(call.name)) return 1;
  return GROWING_METHODS.has(call.name) && insideSizedLoop(node, program, sizedLoops) ? 1 : 0;
}

/** `count[x] = …` / `mp[x]++` inside an input-sized loop fills a map or a dict. */
function keyedGrowth(node: SyntaxNode, program: Program, sizedLoops: Set<SyntaxNode>): number {
  const target = node.child('left');
  if (!target || !/subscript/.test(target.type)) return 0;
  const container = target.child('value') ?? target.child('argument');
  const kind = program.containerOf(container);
  return (kind === 'hashed' || kind === 'ordered') && insideSizedLoop(node, program, sizedLoops) ? 1 : 0;
}

function insideSizedLoop(node: SyntaxNode, program: Program, sizedLoops: Set<SyntaxNode>): boolean {
  for (let outer = node.parent; outer && !program.syntax.functions.has(outer.type); outer = outer.parent) {
    if (sizedLoops.has(outer)) return true;
    if (program.syntax.comprehensions.has(outer.type) && outer.namedChildren.some((c) => sizedLoops.has(c)))
      return true;
  }
  return false;
}

/** A size that grows with the input: a variable, an expression of one, or a literal of 1000 or more. */
function isInputSized(node: SyntaxNode | undefined, program: Program): boolean {
  if (!node) return false;
  if (numericValue(node, program.syntax) !== undefined) return !isSmallLiteral(node, program.syntax);
  return mentionsInputSize(node) || /\d{4,}|\de\d/.test(node.text);
}

function mentionsInputSize(node: SyntaxNode): boolean {
  const withoutSizeof = node.text.replace(/sizeof\s*\([^)]*\)/g, '');
  return /[A-Za-z_]\w*/.test(withoutSizeof.replace(/\b(int|long|char|double|float|short|unsigned)\b/g, ''));
}
