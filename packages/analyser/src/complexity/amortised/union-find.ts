/**
 * Union-find's `find`: a loop that walks a parent table to its root (`while (parent[x] != x) x = parent[x]`)
 * and compresses the path it walked — halving inside the walk (`parent[x] = parent[parent[x]]`) or a second
 * pass that points every node at the root. With compression, m finds cost O(m α(n)) in all: near-constant
 * each. A walk that writes nothing into the table (climbing a tree one parent at a time) is left alone:
 * it is as long as the tree is deep, once per walk. (Recursive finds are recognised in recursion.ts.)
 */
import { identifiersIn } from '../../syntax/queries';
import type { SyntaxNode } from '../../syntax/tree';
import { baseOf, isSubscript, subscriptIndex, type Write } from '../../syntax/writes';
import { isReset, type Amortisation, type AmortisationContext } from './context';

export function unionFindWalk(loop: SyntaxNode, context: AmortisationContext): Amortisation | undefined {
  const table = walkedTable(loop, context);
  if (!table) return undefined;
  const compresses = (walk: SyntaxNode): boolean =>
    context
      .writesAround(walk)
      .some((write) => write.element && write.base === table && write.node.isWithin(walk));
  const siblings = (loop.parent?.namedChildren ?? []).filter(
    (node) =>
      node !== loop && context.program.syntax.loops.has(node.type) && walkedTable(node, context) === table,
  );
  if (!compresses(loop) && !siblings.some(compresses)) return undefined;
  // The forest lasts as long as its parent table: usually the whole run. A table passed in
  // (`def find(parent, x)`) is the caller's, kept from one find to the next.
  const passedIn = context.program.enclosingFunction(loop)?.params.includes(table);
  const lifetime = passedIn
    ? 'program'
    : context.lifetimeOf(table, loop, (write: Write) => !write.element && isReset(write));
  return { pattern: 'union-find', lifetime };
}

/**
 * The table a loop walks: its condition reads `parent[x]` and its body moves `x` up it
 * (`x = parent[x]`, `x = parent[parent[x]]`, or `x = nx` after `nx = parent[x]`).
 */
function walkedTable(loop: SyntaxNode, context: AmortisationContext): string | undefined {
  const condition = loop.child('condition');
  if (!condition || !/while|do/.test(loop.type)) return undefined;
  const writes = context.writesAround(loop).filter((write) => write.node.isWithin(loop) && !write.element);
  for (const node of [condition, ...condition.descendants()]) {
    if (!isSubscript(node)) continue;
    const walker = subscriptIndex(node)?.text.trim() ?? '';
    const table = baseOf(node);
    if (!/^[A-Za-z_]\w*$/.test(walker)) continue;
    const readsTable = (value: SyntaxNode | undefined, depth = 0): boolean =>
      depth < 3 &&
      (!!value?.text.replace(/\s+/g, '').includes(`${table}[`) ||
        [...identifiersIn(value)].some((name) =>
          writes.some(
            (write) => write.target === name && write.target !== walker && readsTable(write.value, depth + 1),
          ),
        ));
    if (writes.some((write) => write.target === walker && readsTable(write.value))) return table;
  }
  return undefined;
}
