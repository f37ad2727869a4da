/**
 * How long a variable's state lasts, seen from a loop that uses it up. A stack declared inside an outer
 * loop starts empty on each of its iterations; an index assigned `j = i` in the outer loop's body starts
 * again each time round; a visited array declared at the top of the function lasts one call; a global
 * lasts the whole run. Constant steps (`j++`, `top--`) never reset anything: they are the consumption.
 */
import type { Program } from '../../syntax/program';
import type { SyntaxNode } from '../../syntax/tree';
import type { Write } from '../../syntax/writes';
import type { Lifetime } from './context';
import { enclosingLoops, functionScope, inRepeatedPart } from './loop-shape';

export function lifetimeOf(
  place: string,
  site: SyntaxNode,
  program: Program,
  writes: Write[],
  isReset: (write: Write) => boolean,
): Lifetime {
  const resets = writes.filter((write) => write.target === place && isReset(write));
  const loops = program.syntax.loops.has(site.type)
    ? [site, ...enclosingLoops(site, program)]
    : enclosingLoops(site, program);
  for (const loop of loops) {
    // A reset anywhere in the repeated part of a loop around `site` starts the state afresh each time round.
    if (resets.some((write) => inRepeatedPart(write.node, loop))) return loop;
  }
  const scope = functionScope(site, program);
  if (scope === program.root) return 'program';
  const fn = program.functions.find((candidate) => candidate.node === scope);
  const declaredHere =
    fn?.params.includes(place) ||
    writes.some(
      (write) => write.target === place && (write.kind === 'declaration' || write.kind === 'reset'),
    );
  return declaredHere ? scope : 'program';
}
