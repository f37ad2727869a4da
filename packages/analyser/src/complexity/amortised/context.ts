/**
 * The vocabulary shared by the amortisation rules. A loop is amortised when the total number of its
 * iterations is bounded by some state that is used up as it runs (items pushed onto a stack, positions
 * an index has not yet passed, unvisited vertices, unread input) rather than by its own header. That
 * state lives for a while — one iteration of an enclosing loop, one call of a function, or the whole
 * program — and the loop's iterations are paid for once per lifetime of the state, not once per run.
 */
import type { Constants } from '../../syntax/constants';
import type { Program } from '../../syntax/program';
import type { SyntaxNode } from '../../syntax/tree';
import type { Write } from '../../syntax/writes';

/**
 * How long the state behind an amortised loop lasts before it starts afresh: one iteration of a loop
 * node, one call of a function node, or the whole run (`'program'`).
 */
export type Lifetime = SyntaxNode | 'program';

export type AmortisedPattern =
  /** `while (!st.empty() && …) st.pop()`: pops are paid for by the pushes (monotonic stacks and queues). */
  | 'stack-drain'
  /** BFS, DFS with an explicit stack, Dijkstra, Kahn: each item enters the worklist once per lifetime. */
  | 'worklist'
  /** The neighbours of each visited vertex: every edge is scanned once per traversal. */
  | 'adjacency-scan'
  /** Two pointers, sliding windows, array stacks: an index that only moves forward, never reset. */
  | 'two-pointers'
  /** Z-function/Manacher: an extension past a frontier that only moves right. */
  | 'frontier-extension'
  /** `while (parent[x] != x)` with path compression: near-constant per find, O(n α(n)) in all. */
  | 'union-find'
  /** A climb that stops at the first node already worked out, and works out the nodes it passed. */
  | 'marked-walk'
  /** A loop that stops on what it reads: the input is read once, whatever loops call the reader. */
  | 'input-stream';

export type Amortisation = { pattern: AmortisedPattern; lifetime: Lifetime };

/** A loop that takes items from a worklist, and how to tell an expression holding the item taken. */
export type WorklistFacts = {
  amortisation: Amortisation;
  /** True for expressions computed from the item taken this iteration (`u` after `u = q.front()`). */
  holdsItem: (expression: SyntaxNode) => boolean;
};

export type AmortisationContext = {
  readonly program: Program;
  readonly constants: Constants;
  /** Every write in the function around `site` (or in the top-level code). */
  writesAround(site: SyntaxNode): Write[];
  /**
   * Where the state named `place` starts afresh, seen from `site`: the innermost loop around `site` that
   * resets it on each iteration, else the function that declares it, else the program.
   */
  lifetimeOf(place: string, site: SyntaxNode, isReset?: (write: Write) => boolean): Lifetime;
  /** The worklist facts of a loop, if it takes items from a worklist (memoised). */
  worklistOf(loop: SyntaxNode): WorklistFacts | undefined;
  /** How another loop is amortised (undefined while that loop is itself being decided). */
  amortisationOf(loop: SyntaxNode): Amortisation | undefined;
};

export type Recogniser = (loop: SyntaxNode, context: AmortisationContext) => Amortisation | undefined;

/** The default notion of "starts afresh": declared again, or assigned anything but a constant step. */
export function isReset(write: Write): boolean {
  return write.kind === 'declaration' || write.kind === 'reset';
}

/** The shorter-lived of two lifetimes (the one whose node lies inside the other). */
export function innermost(a: Lifetime, b: Lifetime): Lifetime {
  if (a === 'program') return b;
  if (b === 'program') return a;
  return a.isWithin(b) ? a : b;
}

/** The longer-lived of two lifetimes. */
export function outermost(a: Lifetime, b: Lifetime): Lifetime {
  return innermost(a, b) === a ? b : a;
}

/** True when `lifetime` lasts longer than `other` (strictly). */
export function outlives(lifetime: Lifetime, other: Lifetime): boolean {
  if (other === 'program') return false;
  return lifetime === 'program' || (lifetime !== other && other.isWithin(lifetime));
}
