/**
 * A halving loop nested in another loop usually starts afresh on each outer iteration (a digit loop on
 * `x = i`, a binary search from `lo, hi = 0, n`), so it costs log n each time. When nothing in the outer
 * loop gives its variable a new value — only the inner loop divides it (`while n % d == 0: n //= d` in
 * trial division) — the divisions over the whole outer loop add up to log n once, like an amortised loop.
 */
import type { Program } from '../syntax/program';
import { identifiersIn, operatorOf } from '../syntax/queries';
import type { SyntaxNode } from '../syntax/tree';

const ASSIGNMENTS = new Set([
  'assignment',
  'augmented_assignment',
  'assignment_expression',
  'update_expression',
]);
const DIVIDING = /^(\/=|\/\/=|>>=|>>>=)$/;

/** The enclosing loop over which `loop`'s divisions add up to log n in all; undefined if they restart. */
export function dividesAcrossOuterLoop(loop: SyntaxNode, program: Program): SyntaxNode | undefined {
  const { loops, functions } = program.syntax;
  if (!/while/.test(loop.type)) return undefined;
  const outer = loop.closest((node) => functions.has(node.type) || loops.has(node.type));
  if (!outer || !loops.has(outer.type)) return undefined;
  const conditionNames = identifiersIn(loop.child('condition'));
  const divided = loop
    .findAll(ASSIGNMENTS)
    .filter((write) => DIVIDING.test(operatorOf(write)))
    .map((write) => write.child('left')?.text.trim() ?? '')
    .filter((name) => conditionNames.has(name));
  if (divided.length === 0) return undefined;
  const header = outer.children.filter((child) => child.field !== 'body');
  const restarts = divided.some(
    (name) =>
      header.some((part) => identifiersIn(part).has(name) && /update|left/.test(part.field ?? '')) ||
      outer
        .findAll(ASSIGNMENTS)
        .some(
          (write) =>
            identifiersIn(write.child('left') ?? write).has(name) &&
            !(write.isWithin(loop) && DIVIDING.test(operatorOf(write))),
        ),
  );
  return restarts ? undefined : outer;
}
