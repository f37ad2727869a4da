/**
 * Indices that only move by constant steps: two pointers, sliding windows (`while (cnt[c] > k)
 * cnt[s[l++]]--`), stacks and deques kept in arrays (`while (top > 0 && …) top--`). A loop that steps
 * such an index on every iteration, and is bounded by it (the index is in its condition, or indexes an
 * array), runs in all only as often as the index can move during its lifetime — provided nothing resets
 * it meanwhile (`j = i`, `l = 0`, a declaration inside the outer loop: then it is quadratic again).
 * Steps back and forth are fine: an index raised once per outer iteration can only be lowered as often.
 * Two classic shapes reset the index and are still linear:
 * - hand-off: `j = i; while (…) j++; …; i = j;` — the inner index starts where the outer one is and the
 *   outer one resumes where the inner one stopped, so together they only move forward (runs, groups);
 * - frontier: the Z-function and Manacher restart the extension `k` each time, but from `min(r - i, …)`,
 *   and raise the frontier `r = i + k` afterwards; the frontier only moves right, so the extensions past
 *   it add up to O(n).
 */
import { identifiersIn } from '../../syntax/queries';
import type { SyntaxNode } from '../../syntax/tree';
import { isSubscript, subscriptIndex, type Write } from '../../syntax/writes';
import {
  innermost,
  isReset,
  outermost,
  outlives,
  type Amortisation,
  type AmortisationContext,
  type Lifetime,
} from './context';
import { cursorOf } from './containers';
import { inRepeatedPart, runsEveryIteration } from './loop-shape';

export function pointerLoop(loop: SyntaxNode, context: AmortisationContext): Amortisation | undefined {
  const writes = context.writesAround(loop);
  let best: Amortisation | undefined;
  for (const step of writes) {
    if (step.kind !== 'step' || !runsEveryIteration(step.node, loop, context.program)) continue;
    if (!boundsLoop(step, loop, context)) continue;
    const found = pointerLifetime(step.target, loop, writes, context);
    if (!found || !outlives(found.lifetime, loop)) continue;
    // Every iteration moves every such index: the one reset least often bounds the loop.
    if (!best || outermost(best.lifetime, found.lifetime) === found.lifetime) best = found;
  }
  return best;
}

/** The index limits the loop: it is in the condition, or it indexes an array (`s[l++]`, `charAt(l)`). */
function boundsLoop(step: Write, loop: SyntaxNode, context: AmortisationContext): boolean {
  const condition = loop.child('condition');
  const plain = (text: string): string => text.replace(/\s+/g, '');
  if (step.element) return plain(condition?.text ?? '').includes(step.target);
  if (identifiersIn(condition).has(step.target)) return true;
  return [...loop.descendants()].some((node) => {
    if (isSubscript(node)) return identifiersIn(subscriptIndex(node)).has(step.target);
    if (!context.program.isCall(node)) return false;
    const call = context.program.callInfo(node);
    return (
      /^(charAt|at|get)$/.test(call.name) && call.args.some((arg) => identifiersIn(arg).has(step.target))
    );
  });
}

function pointerLifetime(
  place: string,
  loop: SyntaxNode,
  writes: Write[],
  context: AmortisationContext,
): Amortisation | undefined {
  // An index that is also a stack's top (`st[top++] = i`) makes this loop a stack drain.
  const pattern = usedAsStackTop(place, context.writesAround(loop)) ? 'stack-drain' : 'two-pointers';
  let lifetime = cellLifetime(place, loop, writes, context, isReset);
  // Only a reset inside an outer loop can be a hand-off or a frontier restart.
  if (lifetime === loop || lifetime === 'program' || !context.program.syntax.loops.has(lifetime.type))
    return { pattern, lifetime };
  const outer = lifetime;
  const resets = writes.filter(
    (write) => write.target === place && isReset(write) && inRepeatedPart(write.node, outer),
  );
  const refilled = refillLifetime(place, loop, writes, outer, context);
  if (refilled) return { pattern, lifetime: refilled };
  const handedOver = handOff(place, resets, writes, outer);
  if (handedOver) {
    lifetime = innermost(
      cellLifetime(place, loop, writes, context, (write) => isReset(write) && !resets.includes(write)),
      context.lifetimeOf(handedOver, loop, (write) => isReset(write) && !readsOnly(write.value, place)),
    );
    return { pattern, lifetime };
  }
  const frontier = frontierOf(place, resets, writes, outer);
  if (frontier) {
    const frontierLifetime = context.lifetimeOf(
      frontier,
      loop,
      (write) => isReset(write) && !mentions(write.value, place),
    );
    if (outlives(frontierLifetime, outer))
      return { pattern: 'frontier-extension', lifetime: frontierLifetime };
  }
  return { pattern, lifetime };
}

/** `st[top++] = i`: the place is the cursor of an array used as a stack. */
function usedAsStackTop(place: string, writes: Write[]): boolean {
  return writes.some((write) => {
    const left = write.node.child('left');
    return write.element && left !== undefined && cursorOf(left) === place;
  });
}

/**
 * The lifetime of a place; for an element (`z[i]`) also of the names in its index, since a new `i`
 * means a new cell.
 */
function cellLifetime(
  place: string,
  loop: SyntaxNode,
  writes: Write[],
  context: AmortisationContext,
  reset: (write: Write) => boolean,
): Lifetime {
  let lifetime = context.lifetimeOf(place, loop, reset);
  const index = /\[(.*)\]$/.exec(place)?.[1];
  if (index)
    for (const name of index.match(/[A-Za-z_]\w*/g) ?? [])
      lifetime = innermost(
        lifetime,
        context.lifetimeOf(name, loop, (write) => !write.element),
      );
  return lifetime;
}

/**
 * An index that starts afresh in the outer loop but was only moved the other way inside amortised loops:
 * `while (gen[v] == 0) path[len++] = v; …; while (len > 0) v = path[--len];`. Pops are paid for by
 * pushes, and the pushes are themselves paid for once per lifetime of the state that bounds them.
 */
function refillLifetime(
  place: string,
  loop: SyntaxNode,
  writes: Write[],
  outer: SyntaxNode,
  context: AmortisationContext,
): Lifetime | undefined {
  const own = writes.find(
    (write) => write.target === place && write.kind === 'step' && write.node.isWithin(loop),
  );
  const refills = writes.filter(
    (write) =>
      write.target === place &&
      write.kind === 'step' &&
      write.direction !== own?.direction &&
      write.node.isWithin(outer) &&
      !write.node.isWithin(loop),
  );
  if (!own || refills.length === 0) return undefined;
  let lifetime: Lifetime = 'program';
  for (const refill of refills) {
    const filler = refill.node.closest((n) => context.program.syntax.loops.has(n.type));
    const amortised = filler && filler !== outer ? context.amortisationOf(filler) : undefined;
    if (!amortised || !outlives(amortised.lifetime, outer)) return undefined;
    lifetime = innermost(lifetime, amortised.lifetime);
  }
  return lifetime;
}

/**
 * `j = i` (or `i + 1`) resets and a later `i = j` in the same outer loop: returns `i`, the index the
 * pointer hands over to, or undefined.
 */
function handOff(place: string, resets: Write[], writes: Write[], outer: SyntaxNode): string | undefined {
  if (resets.length === 0) return undefined;
  const sources = new Set(resets.map((write) => singleName(write.value)));
  if (sources.size !== 1) return undefined;
  const [source] = [...sources];
  if (!source || source === place) return undefined;
  const resumes = writes.some(
    (write) => write.target === source && write.node.isWithin(outer) && readsOnly(write.value, place),
  );
  return resumes ? source : undefined;
}

/** The one name in `i`, `i + 1`, `i - 2`; undefined for anything else. */
function singleName(value: SyntaxNode | undefined): string | undefined {
  const match = /^([A-Za-z_]\w*)(\s*[+-]\s*\d+)?$/.exec(value?.text.trim() ?? '');
  return match?.[1];
}

function readsOnly(value: SyntaxNode | undefined, name: string): boolean {
  return singleName(value) === name;
}

function mentions(value: SyntaxNode | undefined, place: string): boolean {
  return (
    (value?.text ?? '').replace(/\s+/g, '').includes(place) &&
    (place.includes('[') || identifiersIn(value).has(place))
  );
}

/** A frontier `r` that some reset of the extension reads (`k = min(r - i, …)`) and that is raised from it (`r = i + k`). */
function frontierOf(place: string, resets: Write[], writes: Write[], outer: SyntaxNode): string | undefined {
  for (const reset of resets) {
    for (const name of identifiersIn(reset.value)) {
      if (name === place) continue;
      const raised = writes.some(
        (write) =>
          write.target === name &&
          !write.element &&
          write.node.isWithin(outer) &&
          mentions(write.value, place),
      );
      if (raised) return name;
    }
  }
  return undefined;
}
