/**
 * A walk up a parent table that stops at the first node already worked out, in a loop that then works
 * out every node it walked past: `while (gen[v] == 0) { path[len++] = v; v = p[v]; }` followed by
 * filling `gen` along the path. Each node is walked past once per lifetime of the marks (`gen`), so all
 * the walks together cost O(n). The marks must be written in the same outer iteration as the walk;
 * a walk that only reads precomputed values (`while (depth[u] > depth[v]) u = par[u]`, climbing to a
 * common ancestor) is as long as the tree is deep, every time.
 */
import { identifiersIn } from '../../syntax/queries';
import type { SyntaxNode } from '../../syntax/tree';
import { baseOf, isSubscript, subscriptIndex, type Write } from '../../syntax/writes';
import { isReset, type Amortisation, type AmortisationContext } from './context';
import { enclosingLoops } from './loop-shape';

export function markedWalk(loop: SyntaxNode, context: AmortisationContext): Amortisation | undefined {
  const condition = loop.child('condition');
  const [outer] = enclosingLoops(loop, context.program);
  if (!condition || !outer || !/while|do/.test(loop.type)) return undefined;
  const writes = context.writesAround(loop);
  for (const node of [condition, ...condition.descendants()]) {
    if (!isSubscript(node)) continue;
    const walker = subscriptIndex(node)?.text.trim() ?? '';
    const marks = baseOf(node);
    // The walker moves along another table: `v = p[v]`.
    const walks = writes.some(
      (write) =>
        write.target === walker &&
        write.node.isWithin(loop) &&
        isSubscript(write.value ?? loop) &&
        identifiersIn(write.value).has(walker) &&
        baseOf(write.value ?? loop) !== marks,
    );
    // …and the marks are filled in during the same outer iteration.
    const filled = writes.some(
      (write) => write.element && write.base === marks && write.node.isWithin(outer),
    );
    if (walks && filled)
      return {
        pattern: 'marked-walk',
        lifetime: context.lifetimeOf(marks, loop, (write: Write) => !write.element && isReset(write)),
      };
  }
  return undefined;
}
