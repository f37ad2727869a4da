/**
 * Loops that take one item from a container on every iteration. However they are nested, such a loop
 * runs at most as often as items were put into the container during its lifetime:
 * - a drain (`while (!st.empty() && …) st.pop()`) puts nothing back, so its pops are paid for by the
 *   pushes around it — the monotonic stack or queue, O(n) in all however often the outer loop runs;
 * - a worklist that pushes while it pops (BFS, DFS with a stack, Dijkstra, Kahn's algorithm) pushes each
 *   vertex once per lifetime of its visit marks when the pushes are guarded by them
 *   (`if (!seen[v]) { seen[v] = 1; q.push(v); }`, `if (d < dist[v])`, `if (--indeg[v] == 0)`), and once per
 *   lifetime of the container otherwise (a tree walked from its root, intervals split in two);
 * - a list walked while it grows (`for v in order: … order.append(c)`), or a frontier replaced level by
 *   level (`while level: nxt = [] … level = nxt`), is a breadth-first traversal written another way.
 * Visit marks stamped with an outer loop's counter (`seen[v] = query`) are fresh on each of its iterations.
 */
import { alwaysExits, identifiersIn } from '../../syntax/queries';
import type { SyntaxNode } from '../../syntax/tree';
import { baseOf, isSubscript, subscriptIndex, writesIn, type Write } from '../../syntax/writes';
import {
  cursorOf,
  libraryPop,
  libraryPush,
  ownContainerCall,
  peeksAt,
  testedContainers,
  type ContainerOp,
} from './containers';
import {
  innermost,
  isReset,
  type AmortisationContext,
  type AmortisedPattern,
  type Lifetime,
  type WorklistFacts,
} from './context';
import { enclosingLoops, inNestedLoop, iterableOf, loopTargets, runsEveryIteration } from './loop-shape';

export function recogniseWorklist(loop: SyntaxNode, context: AmortisationContext): WorklistFacts | undefined {
  return growingList(loop, context) ?? levelFrontier(loop, context) ?? takingLoop(loop, context);
}

/** The whole variable reassigned or re-declared, not an element of it. */
const resetsWhole = (write: Write): boolean => !write.element && isReset(write);

/** `while (<container not empty>) { … take one … }`, with the container a library one or an array with cursors. */
function takingLoop(loop: SyntaxNode, context: AmortisationContext): WorklistFacts | undefined {
  const { program } = context;
  const condition = loop.child('condition');
  if (!condition) return undefined;
  const tested = testedContainers(condition, program);
  const found: ContainerOp[] = [];
  for (const node of loop.descendants()) {
    if (!runsEveryIteration(node, loop, program)) continue;
    const pop = libraryPop(node, program);
    if (pop && tested.has(pop.container)) found.push(pop);
    for (const own of ownContainerCall(node, program, 'pop', (fn) => countersMoved(fn, context)))
      if (tested.has(own.container)) found.push(own);
    const cursor = cursorOf(node);
    if (cursor && tested.has(cursor) && node.field !== 'left') found.push({ node, container: cursor });
  }
  const pushes = pushesInto(loop, tested, context);
  // Without pushes, an array cursor that only moves (`while (i < n) x = a[i++]`) is an index, which
  // the pointer rule judges; a worklist needs pushes or a library pop.
  const takes = pushes.length > 0 ? found : found.filter((take) => program.isCall(take.node));
  if (takes.length === 0) {
    // `for (k = 0; k < cnt; k++) { v = order[k]; … order[cnt++] = c; }`: a list walked while it grows.
    const walked = pushes.length > 0 ? walkedCursor(loop, tested) : undefined;
    if (!walked) return undefined;
    takes.push(walked);
  }
  const containers = new Set([...takes, ...pushes].map((op) => op.container));
  const containerLifetime = [...containers]
    .map((name) => context.lifetimeOf(name, loop, resetsWhole))
    .reduce<Lifetime>(innermost, 'program');
  const holdsItem = itemTest(loop, takes, containers, [], context);
  const guard =
    pushes.length > 0 ? guardingMarks(loop, pushes, takes, containers, holdsItem, context) : undefined;
  // Relaxations on a FIFO queue (Bellman-Ford/SPFA) can push a vertex again and again: no bound.
  if (guard === 'unbounded') return undefined;
  const pattern: AmortisedPattern = pushes.length === 0 ? 'stack-drain' : 'worklist';
  const lifetime = guard ? marksLifetime(guard, loop, context) : containerLifetime;
  return { amortisation: { pattern, lifetime }, holdsItem };
}

/** Python's `for v in order: … order.append(c)`: the loop runs once per item ever appended. */
function growingList(loop: SyntaxNode, context: AmortisationContext): WorklistFacts | undefined {
  const list = iterableOf(loop);
  if (context.program.language !== 'python' || list?.type !== 'identifier') return undefined;
  const pushes = pushesInto(loop, new Set([list.text]), context);
  if (pushes.length === 0) return undefined;
  const lifetime = context.lifetimeOf(list.text, loop, resetsWhole);
  return {
    amortisation: { pattern: 'worklist', lifetime },
    holdsItem: itemTest(loop, [], new Set([list.text]), loopTargets(loop), context),
  };
}

/**
 * `while level: nxt = []; for v in level: …; level = nxt`: the inner loop walks one level of a
 * breadth-first traversal, and all levels together hold each vertex once.
 */
function levelFrontier(loop: SyntaxNode, context: AmortisationContext): WorklistFacts | undefined {
  const level = iterableOf(loop);
  const [rounds] = enclosingLoops(loop, context.program);
  if (level?.type !== 'identifier' || !rounds || !/while/.test(rounds.type)) return undefined;
  const condition = rounds.child('condition');
  if (!condition || !testedContainers(condition, context.program).has(level.text)) return undefined;
  const replaced = context
    .writesAround(rounds)
    .some(
      (write) =>
        write.target === level.text &&
        resetsWhole(write) &&
        write.node.isWithin(rounds) &&
        !write.node.isWithin(loop),
    );
  if (!replaced) return undefined;
  // The traversal's state lasts from where the first level is set up, outside the rounds.
  const lifetime = context.lifetimeOf(
    level.text,
    rounds,
    (write) => resetsWhole(write) && !write.node.isWithin(rounds),
  );
  return {
    amortisation: { pattern: 'worklist', lifetime },
    holdsItem: itemTest(loop, [], new Set([level.text]), loopTargets(loop), context),
  };
}

/** The counters a hand-written `pop()`/`push(x)` moves (`hs` in `heap[--hs]`). */
function countersMoved(fn: SyntaxNode, context: AmortisationContext): Set<string> {
  return new Set(
    writesIn(fn, context.program)
      .filter((write) => write.kind === 'step' && !write.element)
      .map((write) => write.target),
  );
}

/** `for (k = 0; k < cnt; k++)` reading `order[k]`: the counter walks a list the loop itself extends. */
function walkedCursor(loop: SyntaxNode, tested: Set<string>): ContainerOp | undefined {
  const counter = loop
    .childrenOf('update')
    .flatMap((update) => [update, ...update.descendants()])
    .find((node) => node.type === 'update_expression' || /assignment/.test(node.type));
  const name = counter?.namedChildren[0]?.text ?? counter?.child('left')?.text;
  if (!name || !tested.has(name)) return undefined;
  const body = loop.child('body');
  const read = [...(body?.descendants() ?? [])].find(
    (node) => isSubscript(node) && identifiersIn(subscriptIndex(node)).has(name),
  );
  return read ? { node: read, container: name } : undefined;
}

/** Pushes into any of `containers` inside `loop`: library calls, own push functions, `q[tail++] = v`. */
function pushesInto(loop: SyntaxNode, containers: Set<string>, context: AmortisationContext): ContainerOp[] {
  const { program } = context;
  const aliases = pushAliases(loop, context);
  const found: ContainerOp[] = [];
  for (const node of loop.descendants()) {
    const push = libraryPush(node, program);
    if (push && containers.has(push.container)) found.push(push);
    for (const own of ownContainerCall(node, program, 'push', (fn) => countersMoved(fn, context)))
      if (containers.has(own.container)) found.push(own);
    const cursor = node.field === 'left' ? cursorOf(node) : undefined;
    if (cursor && containers.has(cursor)) found.push({ node, container: cursor });
    if (program.isCall(node)) {
      const alias = aliases.get(program.callInfo(node).name);
      if (alias && containers.has(alias) && program.callInfo(node).receiver === undefined)
        found.push({ node, container: alias });
    }
  }
  return found;
}

/** Python's `push = nxt.append` (a bound method kept in a local for speed): `push(v)` appends to `nxt`. */
function pushAliases(loop: SyntaxNode, context: AmortisationContext): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const write of context.writesAround(loop)) {
    const match = /^(\w+)\.(append|appendleft|add|push)$/.exec(write.value?.text ?? '');
    if (match?.[1] && !write.element) aliases.set(write.target, match[1]);
  }
  return aliases;
}

/**
 * The visit marks that guard every push, checked at the pushed item itself: `if (!seen[v]) … push(v)`,
 * `if (--indeg[v] == 0) push(v)`, `if v not in seen`, `if (seen[y] == i) continue; … q[tail++] = y`.
 * A parent check (`if (u != parent[v])`) marks nothing: that is how a tree is walked, and a tree is
 * bounded by the container's lifetime instead (undefined is returned). Two guards bound nothing
 * (`'unbounded'`): a mark the loop clears again for the item it takes (`inQueue[u] = false`), and an
 * improvement test (`if (d + w < dist[v])`) unless items leave a priority queue in order of that value —
 * which is Dijkstra, where it does; on a FIFO queue it is Bellman-Ford/SPFA, O(n·m).
 */
function guardingMarks(
  loop: SyntaxNode,
  pushes: ContainerOp[],
  takes: ContainerOp[],
  containers: Set<string>,
  holdsItem: (expression: SyntaxNode) => boolean,
  context: AmortisationContext,
): Set<string> | 'unbounded' | undefined {
  const { program } = context;
  const inLoop = context.writesAround(loop).filter((write) => write.element && write.node.isWithin(loop));
  const written = new Set(inLoop.map((write) => write.base));
  for (const node of loop.descendants()) {
    if (!program.isCall(node)) continue;
    const call = program.callInfo(node);
    if (call.receiver && /^(add|insert|put|emplace)$/.test(call.name) && !containers.has(call.receiver))
      written.add(call.receiver); // seen.add(v), visited.insert(v)
  }
  // `inQueue[u] = false` for the item just taken (in the loop's own body, not its neighbour scan): it may come back.
  const cleared = new Set(
    inLoop
      .filter((write) => !inNestedLoop(write.node, loop, program))
      .filter((write) => {
        const left = write.node.child('left');
        const index = left && subscriptIndex(left);
        return index !== undefined && holdsItem(index);
      })
      .map((write) => write.base),
  );
  const ordered = takes.some((take) => isPriorityQueue(take, context));
  const marks = new Set<string>();
  for (const push of pushes) {
    const pushed = pushedNames(push, context);
    const reads = guardConditions(push.node, loop)
      .flatMap((condition) => marksReadAt(condition, pushed, context))
      .filter((read) => written.has(read.mark) && !containers.has(read.mark));
    if (reads.length === 0) return undefined;
    const bounding = reads.filter((read) => !cleared.has(read.mark) && (!read.improves || ordered));
    if (bounding.length === 0) return 'unbounded';
    for (const read of bounding) marks.add(read.mark);
  }
  return marks;
}

/** A heap: a priority_queue/PriorityQueue, `heappop`, or a hand-written pop that sifts (`2 * i + 1`). */
function isPriorityQueue(take: ContainerOp, context: AmortisationContext): boolean {
  const { program } = context;
  if (!program.isCall(take.node)) return false;
  const call = program.callInfo(take.node);
  if (/^heap/.test(call.name) || program.containerOf(take.container) === 'heap') return true;
  const own = call.receiver === undefined ? program.functionNamed(call.name) : undefined;
  return !!own?.body && /\b2\s*\*\s*\w+\s*\+\s*1\b|\(\s*\w+\s*-\s*1\s*\)\s*\/\s*2/.test(own.body.text);
}

/** The names in what a push puts in: `v` in `q.push(v)`, `{dist[v], v}`, or `q[tail++] = v`. */
function pushedNames(push: ContainerOp, context: AmortisationContext): Set<string> {
  const { program } = context;
  if (program.isCall(push.node)) {
    const call = program.callInfo(push.node);
    const args = call.receiver === undefined && /^heap/.test(call.name) ? call.args.slice(1) : call.args;
    return new Set(args.flatMap((arg) => [...identifiersIn(arg)]));
  }
  return identifiersIn(push.node.parent?.child('right'));
}

type MarkRead = { mark: string; improves: boolean };

/**
 * Tables read at one of `names` in `condition`: `seen[v]`, `v in seen`, `seen.contains(v)`. A read
 * compared with `<`/`>` against a computed value (`d + w < dist[v]`) is an improvement test.
 */
function marksReadAt(condition: SyntaxNode, names: Set<string>, context: AmortisationContext): MarkRead[] {
  const mentions = (node: SyntaxNode | undefined): boolean =>
    [...identifiersIn(node)].some((name) => names.has(name));
  const found: MarkRead[] = [];
  for (const node of [condition, ...condition.descendants()]) {
    if (isSubscript(node) && mentions(subscriptIndex(node)))
      found.push({ mark: baseOf(node), improves: isImprovementTest(node, context) });
    if (node.type === 'comparison_operator' && /\bin\b/.test(node.text)) {
      const [item, table] = node.namedChildren;
      if (mentions(item) && table) found.push({ mark: table.text, improves: false });
    }
    if (context.program.isCall(node)) {
      const call = context.program.callInfo(node);
      if (call.receiver && /^(contains|containsKey|count|find|add|insert|get|has)$/.test(call.name))
        if (call.args.some((arg) => mentions(arg))) found.push({ mark: call.receiver, improves: false });
    }
  }
  return found;
}

/** `dist[v] > d + w`: the mark is compared by order with something that is not a literal. */
function isImprovementTest(read: SyntaxNode, context: AmortisationContext): boolean {
  const comparison = read.parent;
  if (!comparison || !/binary|comparison/.test(comparison.type)) return false;
  if (!/^(<|>|<=|>=)$/.test(comparison.children.find((child) => !child.named)?.text ?? '')) return false;
  const other = comparison.namedChildren.find((child) => child !== read);
  return context.constants.valueOf(other) === undefined;
}

/** Conditions that decide whether `node` runs: enclosing `if`s, and `if (…) continue;` statements before it. */
function guardConditions(node: SyntaxNode, loop: SyntaxNode): SyntaxNode[] {
  const conditions: SyntaxNode[] = [];
  for (let current = node; current.parent && current !== loop; current = current.parent) {
    const parent = current.parent;
    if (/^(if_statement|conditional_expression|ternary_expression)$/.test(parent.type)) {
      const condition = parent.child('condition');
      if (condition && condition !== current) conditions.push(condition);
    }
    for (const sibling of parent.namedChildren) {
      if (sibling.startIndex >= current.startIndex) break;
      if (sibling.type === 'if_statement' && alwaysExits(sibling.child('consequence'))) {
        const condition = sibling.child('condition');
        if (condition) conditions.push(condition);
      }
    }
  }
  return conditions;
}

/** How long visit marks last: until they are reset, or for one iteration of the loop whose counter stamps them. */
function marksLifetime(marks: Set<string>, loop: SyntaxNode, context: AmortisationContext): Lifetime {
  let lifetime: Lifetime = 'program';
  const writes = context.writesAround(loop);
  for (const mark of marks) {
    lifetime = innermost(lifetime, context.lifetimeOf(mark, loop, resetsWhole));
    for (const outer of enclosingLoops(loop, context.program)) {
      const counters = loopCounters(outer, writes);
      const stamped = writes.some(
        (write) =>
          write.element &&
          write.base === mark &&
          [...identifiersIn(write.value)].some((name) => counters.has(name)),
      );
      if (stamped) lifetime = innermost(lifetime, outer);
    }
  }
  return lifetime;
}

/** Names an outer loop changes on every iteration: its counter, its for-each targets. */
function loopCounters(loop: SyntaxNode, writes: Write[]): Set<string> {
  const counters = new Set(loopTargets(loop));
  for (const write of writes) {
    if (write.element || !write.node.isWithin(loop)) continue;
    const inHeader = ['update', 'condition'].includes(
      write.node.closest((n) => n.parent === loop)?.field ?? '',
    );
    if (inHeader || write.node.parent === loop) counters.add(write.target);
  }
  return counters;
}

/**
 * Which expressions hold the item taken this iteration: the take itself, a peek before it
 * (`u = q.front()`), a cursor read (`order[k]`), the loop's targets, and names computed from those
 * (`int[] cur = pq.poll(); int u = cur[1];`), or passed to a hand-written pop (`pop(&d, &u)`).
 */
function itemTest(
  loop: SyntaxNode,
  takes: ContainerOp[],
  containers: Set<string>,
  targets: string[],
  context: AmortisationContext,
): (expression: SyntaxNode) => boolean {
  const { program } = context;
  const items = new Set(targets);
  // A hand-written heap's arrays (`hk[0]`, `hv[0]` read before `pop()`), and `pop(&d, &u)`'s out-parameters.
  const heapArrays = new Set<string>();
  for (const take of takes) {
    if (!program.isCall(take.node) || program.callInfo(take.node).receiver !== undefined) continue;
    const call = program.callInfo(take.node);
    for (const arg of call.args) for (const name of identifiersIn(arg)) items.add(name);
    const fn = program.functionNamed(call.name);
    if (fn) for (const write of writesIn(fn.node, program)) if (write.element) heapArrays.add(write.base);
  }
  const readsItem = (expression: SyntaxNode): boolean =>
    [...identifiersIn(expression)].some((name) => items.has(name) || heapArrays.has(name)) ||
    [expression, ...expression.descendants()].some(
      (node) =>
        takes.some((take) => take.node === node) ||
        [...containers].some((container) => peeksAt(node, container, program)) ||
        (isSubscript(node) &&
          [...containers].some((cursor) => identifiersIn(subscriptIndex(node)).has(cursor))),
    );
  const writes = context
    .writesAround(loop)
    .filter((write) => write.node.isWithin(loop) && write.value && !write.element);
  // Names computed from the item, up to three assignments away.
  for (let round = 0; round < 3; round += 1)
    for (const write of writes) if (write.value && readsItem(write.value)) items.add(write.target);
  return readsItem;
}
