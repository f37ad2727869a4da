/**
 * Questions about a loop's anatomy that every amortisation rule asks: which part runs once (a `for`'s
 * initialiser, the iterable) and which runs every iteration, whether a statement runs on every iteration
 * or only on some (behind an `if`, a `&&`, a nested loop), and which loops enclose a node.
 */
import type { Program } from '../../syntax/program';
import type { SyntaxNode } from '../../syntax/tree';
import type { Lifetime } from './context';

/** Fields of a loop evaluated once per run of the loop, not once per iteration. */
const ONCE_FIELDS = new Set(['initializer', 'init', 'right', 'value']);

/** Constructs that make what is inside them run on some iterations only. */
const BRANCHES =
  /^(if_statement|else_clause|elif_clause|conditional_expression|ternary_expression|switch_statement|switch_expression|case_statement|try_statement|catch_clause|except_clause|boolean_operator)$/;

/**
 * True when `node` lies in the part of `loop` that runs on every iteration: its condition, update or
 * body (a Python `for` target, assigned each time round, counts; the iterable does not).
 */
export function inRepeatedPart(node: SyntaxNode, loop: SyntaxNode): boolean {
  if (node === loop) return true; // the loop's own target (`for v in order`) is assigned every iteration
  if (!node.isWithin(loop)) return false;
  let child: SyntaxNode = node;
  while (child.parent && child.parent !== loop) child = child.parent;
  return child.parent === loop && !ONCE_FIELDS.has(child.field ?? '');
}

/**
 * True when `node`, inside `loop`, runs on every iteration: it sits in the condition or the update, or
 * in the body with no branch, short-circuit operator, nested loop or function between it and the loop.
 */
export function runsEveryIteration(node: SyntaxNode, loop: SyntaxNode, program: Program): boolean {
  if (!inRepeatedPart(node, loop) || node === loop) return false;
  const { loops, functions, lambdas } = program.syntax;
  for (let current = node.parent; current && current !== loop; current = current.parent) {
    if (loops.has(current.type) || functions.has(current.type) || lambdas.has(current.type)) return false;
    if (BRANCHES.test(current.type)) return false;
    if (/binary/.test(current.type) && /&&|\|\|/.test(operatorText(current))) return false;
  }
  return true;
}

function operatorText(node: SyntaxNode): string {
  return node.children.find((child) => !child.named)?.text ?? '';
}

/** Loops around `node` inside its function, innermost first (not `node` itself). */
export function enclosingLoops(node: SyntaxNode, program: Program): SyntaxNode[] {
  const found: SyntaxNode[] = [];
  for (let current = node.parent; current; current = current.parent) {
    if (program.syntax.functions.has(current.type)) break;
    if (program.syntax.loops.has(current.type)) found.push(current);
  }
  return found;
}

/** The function `node` is in, or the program's root for top-level code. */
export function functionScope(node: SyntaxNode, program: Program): SyntaxNode {
  return node.closest((n) => program.syntax.functions.has(n.type)) ?? program.root;
}

/**
 * What starts `loop` again: the loop around it (each of its iterations), else its function (each call),
 * else nothing (`'program'`, for top-level code that runs once).
 */
export function runContext(loop: SyntaxNode, program: Program): Lifetime {
  const [outer] = enclosingLoops(loop, program);
  if (outer) return outer;
  const scope = functionScope(loop, program);
  return scope === program.root ? 'program' : scope;
}

/** A for-each loop's iterable (`adj[u]` in `for v in adj[u]` / `for (int v : adj[u])`). */
export function iterableOf(loop: SyntaxNode): SyntaxNode | undefined {
  if (loop.type === 'enhanced_for_statement') return loop.child('value');
  if (loop.type === 'for_range_loop') return loop.child('right');
  if (loop.type === 'for_statement') return loop.child('right'); // Python; undefined for C-style loops
  return undefined;
}

/** The names a for-each loop binds each time round (`u, w` in `for u, w in adj[v]`). */
export function loopTargets(loop: SyntaxNode): string[] {
  const target = loop.child('left') ?? loop.child('name') ?? loop.child('declarator');
  if (!target || !iterableOf(loop)) return [];
  return [target, ...target.descendants()].filter((n) => n.type === 'identifier').map((n) => n.text);
}

/** True when a loop nested inside `loop` stands between it and `node`. */
export function inNestedLoop(node: SyntaxNode, loop: SyntaxNode, program: Program): boolean {
  for (let current = node.parent; current && current !== loop; current = current.parent)
    if (program.syntax.loops.has(current.type)) return true;
  return false;
}
