/**
 * How code takes items out of and puts items into a stack, queue, deque or heap, in the four languages:
 * library methods (`pop_back`, `popleft`, `poll`, `heappop`), arrays with cursors (`st[--top]`,
 * `q[head++]`, `q[tail++] = v`) and hand-written heaps (`pop()`/`push(x)` functions that move a size
 * counter).
 */
import type { Program } from '../../syntax/program';
import type { SyntaxNode } from '../../syntax/tree';
import { isSubscript, subscriptIndex } from '../../syntax/writes';

const POP_METHODS =
  /^(pop|pop_back|pop_front|popleft|poll|pollFirst|pollLast|removeFirst|removeLast|popFirst|popLast|dequeue)$/;
const PEEK_METHODS = /^(front|back|top|peek|peekFirst|peekLast|getFirst|getLast|first|last|element)$/;
const PUSH_METHODS =
  /^(push|push_back|push_front|emplace|emplace_back|emplace_front|append|appendleft|extend|add|addLast|addFirst|offer|offerLast|offerFirst|put)$/;
const HEAP_POPS = /^(heappop|heappushpop|heapreplace)$/;
const HEAP_PUSHES = /^(heappush|heappushpop|heapreplace)$/;
/** Hand-written heap or queue functions called without a receiver. */
const OWN_POPS = /^(pop\w*|extract\w*|dequeue|poll|remove_?min|delete_?min)$/i;
const OWN_PUSHES = /^(push\w*|enqueue|insert|add|heap_?push)$/i;

export type ContainerOp = { node: SyntaxNode; container: string };

/** `st.pop()`, `heappop(pq)`, `q.remove()`: a library call taking an item out of `container`. */
export function libraryPop(node: SyntaxNode, program: Program): ContainerOp | undefined {
  if (!program.isCall(node)) return undefined;
  const call = program.callInfo(node);
  const receiver = call.receiver?.replace(/^(self|this)\./, '');
  if (
    receiver !== undefined &&
    (POP_METHODS.test(call.name) || (call.name === 'remove' && call.args.length === 0))
  )
    return { node, container: receiver };
  if (HEAP_POPS.test(call.name) && call.args[0]) return { node, container: call.args[0].text };
  return undefined;
}

/** `q.front()`, `st.back()`, `pq.peek()`, `st[-1]`: reading the item about to be taken. */
export function peeksAt(node: SyntaxNode, container: string, program: Program): boolean {
  if (program.isCall(node)) {
    const call = program.callInfo(node);
    return call.receiver === container && PEEK_METHODS.test(call.name);
  }
  return isSubscript(node) && node.namedChildren[0]?.text === container;
}

/** `st.push(x)`, `q.append(v)`, `heappush(pq, …)`: a library call putting an item into `container`. */
export function libraryPush(node: SyntaxNode, program: Program): ContainerOp | undefined {
  if (!program.isCall(node)) return undefined;
  const call = program.callInfo(node);
  const receiver = call.receiver?.replace(/^(self|this)\./, '');
  if (receiver !== undefined && PUSH_METHODS.test(call.name)) return { node, container: receiver };
  if (HEAP_PUSHES.test(call.name) && call.args[0]) return { node, container: call.args[0].text };
  return undefined;
}

/** A call to the program's own pop/push function (a hand-written heap), and the counters it moves. */
export function ownContainerCall(
  node: SyntaxNode,
  program: Program,
  kind: 'pop' | 'push',
  countersMoved: (fn: SyntaxNode) => Set<string>,
): ContainerOp[] {
  if (!program.isCall(node)) return [];
  const call = program.callInfo(node);
  if (call.receiver !== undefined && !/^(self|this)$/.test(call.receiver)) return [];
  if (!(kind === 'pop' ? OWN_POPS : OWN_PUSHES).test(call.name)) return [];
  const fn = program.functionNamed(call.name);
  if (!fn) return [];
  return [...countersMoved(fn.node)].map((container) => ({ node, container }));
}

/**
 * `q[head++]`, `st[--top]` (taking) or `q[tail++] = v`, `st[top++] = v` (putting): a subscript whose index
 * steps a cursor. Returns the cursor's name.
 */
export function cursorOf(node: SyntaxNode): string | undefined {
  if (!isSubscript(node)) return undefined;
  const index = subscriptIndex(node);
  const step = index && [index, ...index.descendants()].find((n) => n.type === 'update_expression');
  const cursor = step?.namedChildren[0];
  return cursor?.type === 'identifier' ? cursor.text : undefined;
}

/** The containers a loop condition tests for emptiness or size: `!q.empty()`, `len(st)`, `while st`, `top > 0`. */
export function testedContainers(condition: SyntaxNode, program: Program): Set<string> {
  const found = new Set<string>();
  for (const node of [condition, ...condition.descendants()]) {
    if (program.isCall(node)) {
      const call = program.callInfo(node);
      if (call.receiver !== undefined && /^(empty|isEmpty|size|length)$/.test(call.name))
        found.add(call.receiver.replace(/^(self|this)\./, ''));
      if (call.name === 'len' && call.args[0]) found.add(call.args[0].text);
    } else if (node.type === 'identifier') {
      // Python truthiness (`while st`, `while st and …`, `while not done and q`) and C cursors (`top > 0`).
      found.add(node.text);
    }
  }
  return found;
}
