/**
 * Every place where a program changes a variable, classified the way the amortisation rules reason about
 * state: a declaration, a constant step (`i++`, `j -= 1`, `k = k + 2`), a monotone move that never goes
 * back (`j = max(j, i)`), or a reset (any other assignment, `clear()`, `fill`, `memset`, reading into it).
 * One walk per language covers C and C++ (`update_expression`, `assignment_expression`, `init_declarator`),
 * Java (the same names, plus `variable_declarator`) and Python (`assignment`, `augmented_assignment`).
 */
import type { Program } from './program';
import { declaredName } from './program';
import { numericValue, operatorOf } from './queries';
import type { SyntaxNode } from './tree';

export type WriteKind = 'declaration' | 'step' | 'monotone' | 'reset';

export type Write = {
  node: SyntaxNode;
  /** The place written, as written without spaces or `self.`/`this.`: `j`, `z[i]`, `top`. */
  target: string;
  /** The variable that place belongs to: `z` for `z[i]`, `seen` for `seen[v]`. */
  base: string;
  /** An element of a table or a field (`seen[v] = 1`), rather than the variable itself. */
  element: boolean;
  kind: WriteKind;
  /** The value assigned, when there is one. */
  value: SyntaxNode | undefined;
  /** For a step: +1 when it moves the place up (`i++`, `j += 2`), -1 when down (`top--`). */
  direction?: 1 | -1;
};

const CONTAINER_RESETS = /^(clear|assign)$/;
const FILLS = /^(fill|fill_n|memset|iota)$/;
const MONOTONE_CALLS = /^(?:(?:std::|Math\.)?(max|min))$/;

/** Every write inside `scope`, in source order. */
export function writesIn(scope: SyntaxNode, program: Program): Write[] {
  const writes: Write[] = [];
  const add = (place: SyntaxNode | undefined, kind: WriteKind, node: SyntaxNode, value?: SyntaxNode) => {
    if (!place) return;
    const target = placeText(place);
    if (target === '') return;
    const write: Write = { node, target, base: baseOf(place), element: isElement(place), kind, value };
    if (kind === 'step') write.direction = stepDirection(node);
    writes.push(write);
  };
  for (const node of scope.descendants()) {
    switch (node.type) {
      case 'update_expression': // i++, --top (C, C++, Java)
        add(node.child('argument') ?? node.namedChildren[0], 'step', node);
        break;
      case 'assignment_expression': // C, C++, Java
      case 'augmented_assignment': // Python +=
        add(node.child('left'), assignmentKind(node, program), node, node.child('right'));
        break;
      case 'assignment': // Python =
        for (const [place, value] of pythonTargets(node.child('left'), node.child('right')))
          add(
            place,
            value && (isStepOf(place, value, program) || isDescent(place, value))
              ? 'step'
              : monotoneOrReset(place, value),
            node,
            value,
          );
        break;
      case 'init_declarator': {
        // int j = 0;  auto [d, u] = pq.top();
        const declarator = node.child('declarator');
        const names =
          declarator?.type === 'structured_binding_declarator'
            ? declarator.namedChildren.filter((child) => child.type === 'identifier')
            : [declaratorName(declarator)];
        for (const name of names) add(name, 'declaration', node, node.child('value'));
        break;
      }
      case 'declaration': // int k;  vector<int> z(n);
        for (const declarator of node.childrenOf('declarator'))
          if (declarator.type !== 'init_declarator') add(declaratorName(declarator), 'declaration', node);
        break;
      case 'variable_declarator': // Java: int k = 0
        add(node.child('name'), 'declaration', node, node.child('value'));
        break;
      case 'for_range_loop': // for (auto x : v)
        add(declaratorName(node.child('declarator')), 'declaration', node);
        break;
      case 'enhanced_for_statement': // for (int x : arr)
        add(node.child('name'), 'declaration', node);
        break;
      case 'for_statement': // Python: for a, b in …
      case 'for_in_clause':
        if (program.language === 'python')
          for (const [place] of pythonTargets(node.child('left'), undefined)) add(place, 'declaration', node);
        break;
      case 'pointer_expression': // scanf("%d", &x) reads into x
        if (node.text.startsWith('&')) add(node.namedChildren[0], 'reset', node);
        break;
      case 'binary_expression': // cin >> x >> y
        if (operatorOf(node) === '>>' && /^(std::)?cin\b/.test(node.text))
          add(node.child('right'), 'reset', node);
        break;
      default:
        if (program.isCall(node)) addContainerReset(node, program, add);
    }
  }
  return writes;
}

/** `v.clear()`, `v.assign(n, 0)`, `fill(v.begin(), …)`, `memset(v, …)`, `Arrays.fill(v, …)`, `swap(a, b)`. */
function addContainerReset(
  node: SyntaxNode,
  program: Program,
  add: (place: SyntaxNode | undefined, kind: WriteKind, node: SyntaxNode) => void,
): void {
  const call = program.callInfo(node);
  if (call.name === 'swap') {
    // swap(cur, nxt) / cur.swap(nxt): both now hold something else.
    for (const arg of call.args) add(arg, 'reset', node);
    const receiver = node.child('function')?.child('argument');
    if (call.receiver !== undefined) add(receiver, 'reset', node);
  } else if (call.receiver !== undefined && CONTAINER_RESETS.test(call.name)) {
    const receiver = node.child('function')?.child('argument') ?? node.child('function')?.child('object');
    add(receiver ?? node.child('object'), 'reset', node);
  } else if (FILLS.test(call.name) && (call.receiver === undefined || call.receiver === 'Arrays')) {
    const first = call.args[0];
    // fill(v.begin(), v.end(), 0): the container is the receiver of begin().
    const container = first?.child('function')?.child('argument') ?? first;
    add(container, 'reset', node);
  }
}

function assignmentKind(node: SyntaxNode, program: Program): WriteKind {
  const place = node.child('left');
  const value = node.child('right');
  const op = operatorOf(node);
  if (op === '+=' || op === '-=') return isConstant(value, program) ? 'step' : 'reset';
  if (op !== '=') return 'reset';
  if (place && value && (isStepOf(place, value, program) || isDescent(place, value))) return 'step';
  return monotoneOrReset(place, value);
}

/**
 * `k = pi[k - 1]`, `v = parent[v]`: a jump through a table indexed by the place itself — a failure link
 * or a parent pointer, which leads to a smaller value or closer to a root. It moves the place one way,
 * like a step down, rather than resetting it.
 */
function isDescent(place: SyntaxNode, value: SyntaxNode): boolean {
  if (place.type !== 'identifier' || !isSubscript(value)) return false;
  const index = subscriptIndex(value)?.text.replace(/\s+/g, '') ?? '';
  return new RegExp(`^${place.text}([+-]\\d+)?$`).test(index);
}

/** Which way a step moves: `i++`, `i += 2`, `i = i + 1` up; `i--`, `i -= 1`, `i = i - 1` down. */
function stepDirection(node: SyntaxNode): 1 | -1 {
  if (node.type === 'update_expression') return node.text.includes('++') ? 1 : -1;
  if (isSubscript(node.child('right') ?? node)) return -1; // a descent through a table
  const op = operatorOf(node);
  const value = node.child('right');
  const amount = op === '=' ? value?.child('right') : value;
  const sign =
    (amount?.text.trim().startsWith('-') ? -1 : 1) *
    (op === '-=' || operatorOf(value ?? node) === '-' ? -1 : 1);
  return sign >= 0 ? 1 : -1;
}

/** `j = j + 1`, `j = j - 2`. */
function isStepOf(place: SyntaxNode, value: SyntaxNode, program: Program): boolean {
  const op = operatorOf(value);
  if (!/binary/.test(value.type) || (op !== '+' && op !== '-')) return false;
  const left = value.child('left');
  const right = value.child('right');
  return placeText(left) === placeText(place) && isConstant(right, program);
}

/** `j = max(j, i)` only moves one way; anything else may jump anywhere. */
function monotoneOrReset(place: SyntaxNode | undefined, value: SyntaxNode | undefined): WriteKind {
  if (!place || !value) return 'reset';
  const callee =
    value.type === 'method_invocation'
      ? `${value.child('object')?.text ?? ''}.${value.child('name')?.text ?? ''}` // Math.max(j, i)
      : (value.child('function')?.text ?? ''); // max(j, i), std::max(j, i)
  if (!MONOTONE_CALLS.test(callee.replace(/\s+/g, ''))) return 'reset';
  const args = value.child('arguments')?.namedChildren ?? [];
  return args.some((arg) => placeText(arg) === placeText(place)) ? 'monotone' : 'reset';
}

function isConstant(node: SyntaxNode | undefined, program: Program): boolean {
  return numericValue(node, program.syntax) !== undefined;
}

/** Python targets paired with their values: `a, b = b, a` → (a, b), (b, a); `x, r = divmod(…)` → (x, …). */
function pythonTargets(
  left: SyntaxNode | undefined,
  right: SyntaxNode | undefined,
): [SyntaxNode, SyntaxNode | undefined][] {
  if (!left) return [];
  if (/pattern_list|tuple_pattern|list_pattern|^tuple$|^list$|expression_list/.test(left.type)) {
    const values =
      right && /expression_list|^tuple$|^list$|pattern_list/.test(right.type) ? right.namedChildren : [];
    return left.namedChildren.flatMap((target, i) =>
      pythonTargets(target, values.length === left.namedChildren.length ? values[i] : right),
    );
  }
  return [[left, right]];
}

function declaratorName(node: SyntaxNode | undefined): SyntaxNode | undefined {
  const name = declaredName(node);
  if (!node || name === undefined) return undefined;
  return [node, ...node.descendants()].find((n) => n.text === name && /identifier/.test(n.type));
}

/** The text of a place, without whitespace and without `self.`/`this.`. */
export function placeText(node: SyntaxNode | undefined): string {
  return (node?.text ?? '').replace(/\s+/g, '').replace(/^(self|this)\./, '');
}

const SUBSCRIPTS = /^(subscript_expression|subscript|array_access)$/;

/** The table an element belongs to: `z` for `z[i][j]`. */
export function baseOf(node: SyntaxNode): string {
  let current = node;
  while (SUBSCRIPTS.test(current.type)) {
    const inner = current.child('argument') ?? current.child('value') ?? current.child('array');
    if (!inner) break;
    current = inner;
  }
  return placeText(current);
}

function isElement(node: SyntaxNode): boolean {
  return SUBSCRIPTS.test(node.type) || node.type === 'field_expression' || node.type === 'pointer_expression';
}

/** The index expressions of a subscript (`i` in `z[i]`), for every language's node shape. */
export function subscriptIndex(node: SyntaxNode): SyntaxNode | undefined {
  const indices = node.child('indices'); // C++ wraps the index in a subscript_argument_list
  return node.child('index') ?? indices?.namedChildren[0] ?? node.child('subscript');
}

export function isSubscript(node: SyntaxNode): boolean {
  return SUBSCRIPTS.test(node.type);
}
