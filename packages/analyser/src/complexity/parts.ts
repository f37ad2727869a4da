/**
 * A pass over the parts of a list of lists — blocks, buckets, adjacency rows — whose work is all on the
 * current parts: `for k in range(0, len(blocks) - 1, 2): merged.append(sorted(blocks[k] + blocks[k + 1]))`,
 * `for (auto &row : adj) sort(row.begin(), row.end())`, `for bucket in buckets: bucket.sort()`.
 * The parts together hold the data once, and work at least linear in a part's size, summed over the
 * parts, is no more than the same work on all of them at once: the pass costs what its body costs at
 * full size (plus one step per part), not that times the number of parts. Work on anything else in the
 * body (another collection, a call to the program's own functions) voids the rule.
 */
import type { Program } from '../syntax/program';
import { identifiersIn } from '../syntax/queries';
import type { SyntaxNode } from '../syntax/tree';
import { baseOf, isSubscript, writesIn } from '../syntax/writes';
import { iterableOf, loopTargets } from './amortised/loop-shape';
import { isConstant } from './cost';
import { libraryCallCost } from './library';

const APPENDS = /^(append|push_back|emplace_back|add|push)$/;
const LIST_VALUES = /^(subscript|list|list_comprehension)$/;

export function passesOverParts(loop: SyntaxNode, program: Program): boolean {
  const parts = partsOf(loop, program);
  const body = loop.child('body');
  if (!parts || !body) return false;
  const written = new Set(writesIn(program.root, program).map((write) => write.base));
  const onParts = (node: SyntaxNode | undefined): boolean =>
    [...identifiersIn(node)].every(
      (name) => parts.names.has(name) || name === parts.list || !written.has(name),
    );
  for (const node of [body, ...body.descendants()]) {
    if (program.syntax.loops.has(node.type)) {
      const iterable = iterableOf(node);
      if (!iterable || !onParts(iterable)) return false; // a nested loop must walk a part too
    } else if (program.isCall(node)) {
      const call = program.callInfo(node);
      if (
        program.functionNamed(call.name) &&
        (call.receiver === undefined || /^(self|this)$/.test(call.receiver))
      )
        return false;
      const cost = libraryCallCost(call, program);
      if (cost && !isConstant(cost) && !(onParts(node.child('arguments')) && onParts(receiverOf(node))))
        return false;
    }
  }
  return true;
}

function receiverOf(call: SyntaxNode): SyntaxNode | undefined {
  return (
    call.child('object') ??
    call.child('function')?.child('argument') ??
    call.child('function')?.child('object')
  );
}

/** The list of parts a loop walks and the names that hold the current parts, if it walks one. */
function partsOf(loop: SyntaxNode, program: Program): { list: string; names: Set<string> } | undefined {
  const iterable = iterableOf(loop);
  // for row in rows / for (auto &row : rows)
  if (iterable?.type === 'identifier')
    return holdsLists(iterable.text, program)
      ? { list: iterable.text, names: new Set(loopTargets(loop)) }
      : undefined;
  // for k in range(…): left = blocks[k] …
  const counters = new Set(iterable ? loopTargets(loop) : identifiersIn(loop.childrenOf('update')[0]));
  const body = loop.child('body');
  if (!body || counters.size === 0) return undefined;
  const reads = [...body.descendants()].filter(
    (node) => isSubscript(node) && [...identifiersIn(node)].some((name) => counters.has(name)),
  );
  const lists = new Set(reads.map(baseOf));
  const [list] = [...lists];
  if (lists.size !== 1 || !list || !holdsLists(list, program)) return undefined;
  const names = new Set<string>(counters);
  for (const write of writesIn(body, program))
    if (!write.element && write.value && isSubscript(write.value) && baseOf(write.value) === list)
      names.add(write.target);
  return { list, names };
}

/** A list of lists: rows grown one element at a time (`adj[u].push_back(v)`), or lists appended whole. */
function holdsLists(list: string, program: Program): boolean {
  const singleValues = new Map<string, SyntaxNode | undefined>();
  for (const write of writesIn(program.root, program))
    if (!write.element) singleValues.set(write.target, write.value);
  return program.root.findAll(program.syntax.calls).some((node) => {
    const call = program.callInfo(node);
    if (!call.receiver || !APPENDS.test(call.name)) return false;
    const receiver = call.receiver.replace(/\s+/g, '');
    if (receiver.startsWith(`${list}[`) || receiver.startsWith(`${list}.get(`)) return true;
    if (receiver !== list) return false;
    const [item] = call.args;
    const value = item?.type === 'identifier' ? singleValues.get(item.text) : item;
    return (
      !!value &&
      (LIST_VALUES.test(value.type) ||
        (program.isCall(value) && /^(sorted|list)$/.test(program.callInfo(value).name)))
    );
  });
}
