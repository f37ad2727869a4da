/**
 * Scans of one vertex's neighbours: `for (v : adj[u])`, `for v, w in graph[u]`, `adj.get(u)`, a CSR
 * range `for (k = start[u]; k < start[u + 1]; k++)` or a linked list `for (e = head[u]; e != -1; e = nxt[e])`.
 * Each such row is as long as the edges appended to it, and all rows together hold every edge once, so
 * when every vertex has its row scanned once — because it was taken from a traversal's worklist, or
 * because an outer loop counts through all the vertices — the scans cost O(m) in all, not O(n) each.
 * Rows of a table allocated with a size (`dp[i]`, `grid[r]`) are not adjacency rows: their length is a
 * dimension of the table, and scanning every row costs rows × columns.
 */
import { identifiersIn } from '../../syntax/queries';
import type { SyntaxNode } from '../../syntax/tree';
import { baseOf, isSubscript, subscriptIndex } from '../../syntax/writes';
import type { Amortisation, AmortisationContext, Lifetime } from './context';
import { enclosingLoops, iterableOf, loopTargets, runContext } from './loop-shape';

const ROW_PUSHES = /^(push_back|emplace_back|push|append|add|addLast|offer|insert|extend)$/;

export function adjacencyScan(loop: SyntaxNode, context: AmortisationContext): Amortisation | undefined {
  const row = rowScanned(loop, context);
  if (!row) return undefined;
  const lifetime = visitLifetime(loop, row.vertex, context);
  return lifetime ? { pattern: 'adjacency-scan', lifetime } : undefined;
}

type Row = { table: string; vertex: SyntaxNode };

/** Which adjacency row the loop scans, and the expression naming its vertex. */
function rowScanned(loop: SyntaxNode, context: AmortisationContext): Row | undefined {
  const { program } = context;
  const iterable = iterableOf(loop);
  if (iterable) {
    // for (v : adj[u]) / for v in adj[u]
    if (isSubscript(iterable)) {
      const vertex = subscriptIndex(iterable);
      const table = baseOf(iterable);
      return vertex && isJagged(table, context) ? { table, vertex } : undefined;
    }
    // for (int[] e : adj.get(u)) / for v in adj.get(u, [])
    if (program.isCall(iterable)) {
      const call = program.callInfo(iterable);
      const [vertex] = call.args;
      if (
        call.receiver &&
        /^(get|getOrDefault)$/.test(call.name) &&
        vertex &&
        isJagged(call.receiver, context)
      )
        return { table: call.receiver, vertex };
    }
    return undefined;
  }
  // C-style: for (k = start[u]; k < start[u + 1]; k++) or for (e = head[u]; e != -1; e = nxt[e])
  const init = loop.child('initializer') ?? loop.child('init');
  const first = init && [init, ...init.descendants()].find(isSubscript);
  const vertex = first && subscriptIndex(first);
  if (!first || !vertex) return undefined;
  const table = baseOf(first);
  const condition = loop.child('condition')?.text.replace(/\s+/g, '') ?? '';
  const isCsr = condition.includes(`${table}[${vertex.text.replace(/\s+/g, '')}+1]`);
  const isLinked = loop
    .childrenOf('update')
    .some((update) => /^\s*\w+\s*=\s*\w+\s*\[\s*\w+\s*\]\s*$/.test(update.text));
  return isCsr || isLinked ? { table, vertex } : undefined;
}

/** Rows grown one element at a time: `adj[u].push_back(v)`, `g[u].append(v)`, `adj.get(u).add(v)`. */
function isJagged(table: string, context: AmortisationContext): boolean {
  const { program } = context;
  return program.root.findAll(program.syntax.calls).some((node) => {
    const call = program.callInfo(node);
    if (!call.receiver || !ROW_PUSHES.test(call.name)) return false;
    const receiver = call.receiver.replace(/\s+/g, '').replace(/^(self|this)\./, '');
    return (
      receiver.startsWith(`${table}[`) ||
      receiver.startsWith(`${table}.get(`) ||
      receiver.startsWith(`${table}.computeIfAbsent(`)
    );
  });
}

/**
 * How long "each vertex's row once" holds: the lifetime of the traversal that took the vertex from its
 * worklist, or one full pass of an outer loop counting through the vertices.
 */
function visitLifetime(
  loop: SyntaxNode,
  vertex: SyntaxNode,
  context: AmortisationContext,
): Lifetime | undefined {
  const { program } = context;
  for (const outer of enclosingLoops(loop, program)) {
    const traversal = context.worklistOf(outer);
    if (traversal) return traversal.holdsItem(vertex) ? traversal.amortisation.lifetime : undefined;
    const counted = countsVertex(outer, vertex);
    if (counted) return runContext(outer, program); // one full pass of the counting loop
  }
  return undefined;
}

/** `for (u = 1; u <= n; u++)`, `for u in range(n)`: the loop visits every vertex once. */
function countsVertex(outer: SyntaxNode, vertex: SyntaxNode): boolean {
  const names = identifiersIn(vertex);
  if (names.size !== 1) return false;
  const [name] = [...names];
  if (loopTargets(outer).includes(name ?? '')) return true;
  return outer
    .childrenOf('update')
    .some((update) => identifiersIn(update).has(name ?? '') || update.namedChildren[0]?.text === name);
}
