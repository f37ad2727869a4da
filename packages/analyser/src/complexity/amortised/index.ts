/**
 * Amortised loops: loops whose iterations, summed over every time they run, are bounded by some state
 * they use up, not by their header times the loops around them. Each rule (one module each) recognises
 * one kind of such state and says how long it lasts; the time estimator then charges the loop's total
 * once per lifetime of that state instead of once per run (see time.ts).
 *
 * Rules are tried in order, most specific first: reading the input, union-find walks, marked walks,
 * worklists and stack drains, adjacency scans, and finally indices moved by constant steps.
 */
import { constantsOf, type Constants } from '../../syntax/constants';
import type { Program } from '../../syntax/program';
import type { SyntaxNode } from '../../syntax/tree';
import { writesIn, type Write } from '../../syntax/writes';
import { adjacencyScan } from './adjacency';
import {
  isReset,
  outlives,
  type Amortisation,
  type AmortisationContext,
  type Lifetime,
  type Recogniser,
  type WorklistFacts,
} from './context';
import { inputLoop } from './input';
import { lifetimeOf } from './lifetime';
import { markedWalk } from './marked-walk';
import { functionScope, runContext } from './loop-shape';
import { pointerLoop } from './pointers';
import { unionFindWalk } from './union-find';
import { recogniseWorklist } from './worklist';

export type { AmortisedPattern, Amortisation, Lifetime } from './context';

const RECOGNISERS: Recogniser[] = [
  inputLoop,
  unionFindWalk,
  markedWalk,
  (loop, context) => context.worklistOf(loop)?.amortisation,
  adjacencyScan,
  pointerLoop,
];

export class Amortiser implements AmortisationContext {
  readonly constants: Constants;
  private readonly found = new Map<SyntaxNode, Amortisation | null>();
  private readonly worklists = new Map<SyntaxNode, WorklistFacts | null>();
  private readonly writes = new Map<SyntaxNode, Write[]>();
  private readonly deciding = new Set<SyntaxNode>();

  constructor(readonly program: Program) {
    this.constants = constantsOf(program);
  }

  /** How `loop` is amortised, or undefined when its iterations multiply with the loops around it. */
  amortisationOf(loop: SyntaxNode): Amortisation | undefined {
    if (this.deciding.has(loop)) return undefined; // rules that consult each other must not go round in circles
    if (!this.found.has(loop)) {
      this.deciding.add(loop);
      let result: Amortisation | undefined;
      for (const recognise of RECOGNISERS) {
        const candidate = recognise(loop, this);
        // State that starts afresh whenever the loop is started again amortises nothing.
        if (candidate && outlives(candidate.lifetime, runContext(loop, this.program))) {
          result = candidate;
          break;
        }
      }
      this.found.set(loop, result ?? null);
      this.deciding.delete(loop);
    }
    return this.found.get(loop) ?? undefined;
  }

  worklistOf(loop: SyntaxNode): WorklistFacts | undefined {
    if (!this.worklists.has(loop)) this.worklists.set(loop, recogniseWorklist(loop, this) ?? null);
    return this.worklists.get(loop) ?? undefined;
  }

  writesAround(site: SyntaxNode): Write[] {
    const scope = functionScope(site, this.program);
    let writes = this.writes.get(scope);
    if (!writes) {
      writes = writesIn(scope, this.program);
      this.writes.set(scope, writes);
    }
    return writes;
  }

  lifetimeOf(place: string, site: SyntaxNode, reset: (write: Write) => boolean = isReset): Lifetime {
    return lifetimeOf(place, site, this.program, this.writesAround(site), reset);
  }
}
