/**
 * Sorts written out by hand: bubble, selection and insertion sort, all O(n^2). Their shape is a loop
 * nested in another that compares elements of one array (`a[j] > a[j + 1]`, `a[j] < a[best]`,
 * `a[j] > key` with `key = a[i]`) while the outer loop moves that array's elements (a swap, `a[j + 1] =
 * a[j]`, `a[j + 1] = key`). Counting inversions or pairs compares without moving anything, and is left alone.
 */
import type { Program } from './syntax/program';
import type { SyntaxNode } from './syntax/tree';

const SUBSCRIPTS = new Set(['subscript', 'subscript_expression', 'array_access']);
const COMPARISONS = new Set(['binary_expression', 'comparison_operator']);
const ASSIGNMENTS = new Set(['assignment', 'assignment_expression']);

export type HandSort = { array: string; line: number };

export function handWrittenSorts(program: Program): HandSort[] {
  const { loops } = program.syntax;
  const found: HandSort[] = [];
  for (const outer of program.root.findAll(loops)) {
    // The body may itself be the inner loop (`for (…) for (…) …` without braces).
    const body = outer.child('body');
    const inner = body ? [body, ...body.findAll(loops)].filter((node) => loops.has(node.type)) : [];
    if (inner.length === 0) continue;
    const saved = savedElements(outer);
    const compared = new Set(inner.flatMap((loop) => comparedArrays(loop, saved)));
    const array = [...compared].find((name) => movesElements(outer, name, saved, program));
    if (array && !found.some((sort) => sort.array === array)) found.push({ array, line: outer.startRow + 1 });
  }
  return found;
}

function baseName(node: SyntaxNode | undefined): string | undefined {
  if (!node || !SUBSCRIPTS.has(node.type)) return undefined;
  const base = node.namedChildren[0];
  return base?.type === 'identifier' ? base.text : undefined;
}

/** `key = a[i]` in the outer loop: a saved element of `a`, compared against in the inner loop. */
function savedElements(outer: SyntaxNode): Map<string, string> {
  const saved = new Map<string, string>();
  for (const write of outer.findAll(new Set([...ASSIGNMENTS, 'init_declarator', 'variable_declarator']))) {
    const target = write.child('left') ?? write.child('declarator') ?? write.child('name');
    const array = baseName(write.child('right') ?? write.child('value'));
    if (target?.type === 'identifier' && array) saved.set(target.text, array);
  }
  return saved;
}

/** Arrays two of whose elements (or an element and a saved element) the loop compares by order. */
function comparedArrays(loop: SyntaxNode, saved: Map<string, string>): string[] {
  const arrays: string[] = [];
  for (const comparison of loop.findAll(COMPARISONS)) {
    if (!/[<>]/.test(comparison.children.find((child) => !child.named)?.text ?? '')) continue;
    const [left, right] = comparison.namedChildren;
    const sides = [left, right].map((side) =>
      side?.type === 'identifier' ? saved.get(side.text) : baseName(side),
    );
    if (sides[0] && sides[0] === sides[1]) arrays.push(sides[0]);
  }
  return arrays;
}

/** The loop moves elements of `array`: a swap, or an element (or a saved one) written into it. */
function movesElements(
  outer: SyntaxNode,
  array: string,
  saved: Map<string, string>,
  program: Program,
): boolean {
  const swaps = outer.findAll(program.syntax.calls).some((call) => {
    const info = program.callInfo(call);
    return /^(swap|iter_swap)$/.test(info.name) && info.args.some((arg) => baseName(arg) === array);
  });
  if (swaps) return true;
  return outer.findAll(ASSIGNMENTS).some((write) => {
    const target = write.child('left');
    const value = write.child('right');
    const targets = target && SUBSCRIPTS.has(target.type) ? [target] : (target?.namedChildren ?? []);
    if (!targets.some((node) => baseName(node) === array)) return false;
    const single = value && (SUBSCRIPTS.has(value.type) || value.type === 'identifier');
    const values = single ? [value] : (value?.namedChildren ?? []);
    return values.some(
      (node) => baseName(node) === array || (node.type === 'identifier' && saved.get(node.text) === array),
    );
  });
}
