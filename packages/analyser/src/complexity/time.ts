/**
 * Time complexity by walking the syntax tree: a loop multiplies its body's cost by how often it runs,
 * statements in sequence cost as much as the dearest, a call costs what the library table or the called
 * function costs, and a function that calls itself is costed by its kind of recursion. The program costs
 * as much as its dearest part: its top-level code or any one function (a LeetCode-style class has no main).
 */
import type { FunctionInfo, Program } from '../syntax/program';
import type { SyntaxNode } from '../syntax/tree';
import { Amortiser, type AmortisedPattern, type Lifetime } from './amortised';
import { CONSTANT, LINEAR, LOG, max, times, type Cost } from './cost';
import { multiplesLoop } from './harmonic';
import { dividesAcrossOuterLoop } from './shrinking';
import { libraryCallCost } from './library';
import { loopBound, type LoopKind } from './loops';
import { passesOverParts } from './parts';
import { classifyRecursion, recursiveCost, VISITED_NAME, type Recursion } from './recursion';
import { identifiersIn } from '../syntax/queries';

/** A call on one line of input: `input().split()`, `map(int, sys.stdin.readline().split())`, `br.readLine()`. */
const LINE_READ = /\b(input|readline|readLine|nextLine)\s*\(\s*\)/;

export type FunctionTime = { fn: FunctionInfo; recursion: Recursion; ownWork: Cost; total: Cost };

export type LoopFact = {
  node: SyntaxNode;
  kind: LoopKind;
  /** How many input-sized loops that multiply enclose it, itself included (amortised ones do not multiply). */
  depth: number;
  /** Set when the loop's iterations are paid for once per lifetime of some state (see amortised/). */
  amortised?: AmortisedPattern;
};

export type TimeEstimate = {
  total: Cost;
  functions: FunctionTime[];
  /** Every loop with how it is bounded and how many non-constant loops enclose it (itself included). */
  loops: LoopFact[];
  /** Deepest nest of input-sized loops in one function. */
  maxLoopDepth: number;
};

export function estimateTime(program: Program): TimeEstimate {
  return new TimeEstimator(program).estimate();
}

class TimeEstimator {
  private readonly functionTimes = new Map<FunctionInfo, FunctionTime>();
  private readonly inProgress = new Set<FunctionInfo>();
  private readonly amortiser: Amortiser;
  /**
   * Work of amortised loops, charged once per lifetime of the state they use up: per iteration of a loop
   * node, per call of a function node. Work whose state lasts the whole run is in `programCharge`.
   */
  private readonly charges = new Map<SyntaxNode, Cost>();
  private programCharge: Cost = CONSTANT;

  constructor(private readonly program: Program) {
    this.amortiser = new Amortiser(program);
  }

  estimate(): TimeEstimate {
    const topLevel = this.costOf(this.program.root, undefined);
    const functions = this.program.functions.map((fn) => this.functionTime(fn));
    const loops = this.loopFacts();
    return {
      total: max(topLevel, this.programCharge, ...functions.map((fn) => fn.total)),
      functions,
      loops,
      maxLoopDepth: Math.max(0, ...loops.map((loop) => loop.depth)),
    };
  }

  private functionTime(fn: FunctionInfo): FunctionTime {
    const known = this.functionTimes.get(fn);
    if (known) return known;
    const recursion = classifyRecursion(fn, this.program);
    if (this.inProgress.has(fn)) {
      // Mutual recursion: count the callee as constant rather than loop forever.
      return { fn, recursion, ownWork: CONSTANT, total: CONSTANT };
    }
    this.inProgress.add(fn);
    const body = fn.body ? this.costOf(fn.body, fn) : CONSTANT;
    const ownWork = max(body, this.charges.get(fn.node) ?? CONSTANT);
    this.inProgress.delete(fn);
    const result = { fn, recursion, ownWork, total: recursiveCost(recursion, ownWork) };
    this.functionTimes.set(fn, result);
    return result;
  }

  /** The cost of running `node` once, inside function `current` (whose self-calls count as O(1) here). */
  private costOf(node: SyntaxNode, current: FunctionInfo | undefined): Cost {
    const { syntax } = this.program;
    if (syntax.functions.has(node.type) || syntax.lambdas.has(node.type)) return CONSTANT; // defining is free
    if (syntax.loops.has(node.type)) return this.loopCost(node, current);
    if (syntax.comprehensions.has(node.type)) return this.comprehensionCost(node, current);
    const childrenCost = max(...node.children.map((child) => this.costOf(child, current)));
    if (syntax.calls.has(node.type)) return max(childrenCost, this.callCost(node, current));
    if (node.type === 'comparison_operator') return max(childrenCost, this.membershipCost(node));
    if (
      node.type === 'subscript_expression' &&
      this.program.containerOf(node.child('argument')) === 'ordered'
    )
      return max(childrenCost, LOG); // map<K, V>::operator[]
    return childrenCost;
  }

  private loopCost(loop: SyntaxNode, current: FunctionInfo | undefined): Cost {
    const { kind, cost: iterations } = loopBound(loop, this.program);
    let once = CONSTANT; // evaluated once: the initialiser, the iterable
    let repeated = CONSTANT; // evaluated every iteration: condition, update, body
    for (const child of loop.children) {
      const part = this.costOf(child, current);
      if (
        child.field === 'initializer' ||
        child.field === 'init' ||
        child.field === 'right' ||
        child.field === 'value'
      )
        once = max(once, part);
      else repeated = max(repeated, part);
    }
    // Amortised loops inside this one whose state starts afresh on each of its iterations.
    repeated = max(repeated, this.charges.get(loop) ?? CONSTANT);
    // Each permutation handed out (a tuple of n items, next_permutation's rearrangement) costs O(n).
    if (iterations.factorial) repeated = max(repeated, LINEAR);
    // A loop over multiples of an outer counter: its iterations summed over the outer loop are charged once
    // per run of the outer loop, to whatever encloses it.
    const multiples = kind === 'harmonic' ? multiplesLoop(loop, this.program) : undefined;
    if (multiples) {
      this.charge(this.lifetimeAround(multiples.outer), times(multiples.total, repeated));
      return max(once, repeated);
    }
    // Divisions of a value that the outer loop never restores: log n over the whole outer loop.
    const outerRun = kind === 'logarithmic' ? dividesAcrossOuterLoop(loop, this.program) : undefined;
    if (outerRun) {
      this.charge(this.lifetimeAround(outerRun), times(LOG, repeated));
      return max(once, repeated);
    }
    const amortised = kind === 'linear' ? this.amortiser.amortisationOf(loop) : undefined;
    if (amortised) {
      // Its iterations add up to O(n) per lifetime of the state it uses up: charge them there, and count
      // one iteration's work here, where it runs.
      this.charge(amortised.lifetime, times(LINEAR, repeated));
      return max(once, repeated);
    }
    // A pass over the parts of a list of lists costs its body's work on all the parts at once.
    if (kind === 'linear' && passesOverParts(loop, this.program)) return max(once, iterations, repeated);
    return max(once, times(iterations, repeated));
  }

  /** What runs `node` afresh: the nearest enclosing loop, else its function, else the whole program. */
  private lifetimeAround(node: SyntaxNode): Lifetime {
    const { loops, functions } = this.program.syntax;
    for (let outer = node.parent; outer; outer = outer.parent)
      if (loops.has(outer.type) || functions.has(outer.type)) return outer;
    return 'program';
  }

  /** Whether `node` runs in a loop or comprehension of its own function. */
  private isRepeated(node: SyntaxNode): boolean {
    const { loops, comprehensions, functions } = this.program.syntax;
    for (let outer = node.parent; outer && !functions.has(outer.type); outer = outer.parent)
      if (loops.has(outer.type) || comprehensions.has(outer.type)) return true;
    return false;
  }

  private charge(lifetime: Lifetime, cost: Cost): void {
    if (lifetime === 'program') this.programCharge = max(this.programCharge, cost);
    else this.charges.set(lifetime, max(this.charges.get(lifetime) ?? CONSTANT, cost));
  }

  /** `[f(x) for x in a for y in b if …]`: each `for` clause is a loop around the element expression. */
  private comprehensionCost(node: SyntaxNode, current: FunctionInfo | undefined): Cost {
    let iterations = CONSTANT;
    let once = CONSTANT;
    let repeated = CONSTANT;
    for (const child of node.namedChildren) {
      if (child.type === 'for_in_clause') {
        iterations = times(iterations, loopBound(child, this.program).cost);
        const iterable = child.child('right');
        if (iterable) once = max(once, this.costOf(iterable, current));
      } else {
        repeated = max(repeated, this.costOf(child, current));
      }
    }
    if (iterations.factorial) repeated = max(repeated, LINEAR); // each permutation is n items
    return max(once, times(iterations, repeated));
  }

  private callCost(node: SyntaxNode, current: FunctionInfo | undefined): Cost {
    if (LINE_READ.test(node.text) && this.isRepeated(node)) {
      // Splitting or converting a line just read, in a loop, costs that line's length: the input is read
      // once in all, however many lines the loop reads.
      this.programCharge = max(this.programCharge, LINEAR);
      return CONSTANT;
    }
    const call = this.program.callInfo(node);
    const callsOwnCode = call.receiver === undefined || /^(self|this)$/.test(call.receiver);
    const callee = callsOwnCode ? this.program.functionNamed(call.name) : undefined;
    if (!callee) return libraryCallCost(call, this.program) ?? CONSTANT;
    if (callee === current) return CONSTANT;
    const time = this.functionTime(callee);
    if (time.recursion.kind === 'graph-traversal' && this.isRepeated(node) && this.keepsMarks(node, callee)) {
      // A traversal started from every unvisited vertex (counting components) visits each vertex once in
      // all: its marks are kept from one start to the next. Charge it once per run of this function.
      this.charge(this.program.enclosingFunction(node)?.node ?? 'program', time.total);
      return CONSTANT;
    }
    return time.total;
  }

  /** The traversal `callee` has visit marks, and no loop around `call` clears them between calls. */
  private keepsMarks(call: SyntaxNode, callee: FunctionInfo): boolean {
    const marks = [...identifiersIn(callee.body)].filter((name) => VISITED_NAME.test(name));
    if (marks.length === 0) return false;
    const { loops, functions } = this.program.syntax;
    for (let outer = call.parent; outer && !functions.has(outer.type); outer = outer.parent) {
      if (!loops.has(outer.type)) continue;
      const body = outer.child('body')?.text ?? '';
      const clears = marks.some((mark) =>
        new RegExp(
          `\\b${mark}\\s*=[^=]|\\b${mark}\\s*\\.\\s*(clear|fill|assign)\\b|(fill|memset)\\s*\\(\\s*${mark}\\b`,
        ).test(body),
      );
      if (clears) return false;
    }
    return true;
  }

  /** Python's `x in values`: a scan for lists, strings and unknown sequences, a hash lookup for sets and dicts. */
  private membershipCost(node: SyntaxNode): Cost {
    const operators = node.children.filter((child) => !child.named).map((child) => child.text);
    if (!operators.some((op) => op === 'in' || op === 'not in')) return CONSTANT;
    const container = node.namedChildren[node.namedChildren.length - 1];
    if (!container) return CONSTANT;
    if (/^(list|tuple|string|set|dictionary)$/.test(container.type)) return CONSTANT; // a literal: fixed size
    if (this.program.isCall(container)) {
      const name = this.program.callInfo(container).name;
      return name === 'range' || name === 'set' || name === 'dict' ? CONSTANT : LINEAR;
    }
    const kind = this.program.containerOf(container);
    return kind === 'sequence' || kind === 'deque' || kind === 'string' ? LINEAR : CONSTANT;
  }

  private loopFacts(): LoopFact[] {
    const { syntax } = this.program;
    const facts: LoopFact[] = [];
    const allLoops = this.program.root.findAll(new Set([...syntax.loops, 'for_in_clause']));
    const amortisedPattern = (candidate: SyntaxNode): AmortisedPattern | undefined =>
      loopBound(candidate, this.program).kind === 'linear'
        ? this.amortiser.amortisationOf(candidate)?.pattern
        : undefined;
    for (const loop of allLoops) {
      const kind = loopBound(loop, this.program).kind;
      const isSized = (candidate: SyntaxNode): boolean => {
        const bound = loopBound(candidate, this.program).kind;
        return bound !== 'constant' && bound !== 'test-cases' && amortisedPattern(candidate) === undefined;
      };
      let depth = isSized(loop) ? 1 : 0;
      for (let outer = loop.parent; outer && !syntax.functions.has(outer.type); outer = outer.parent) {
        if (syntax.loops.has(outer.type) && isSized(outer)) depth += 1;
        // The `for` clauses of an enclosing comprehension are loops around this one too.
        if (syntax.comprehensions.has(outer.type)) {
          depth += outer.namedChildren.filter(
            (clause) =>
              clause.type === 'for_in_clause' &&
              clause !== loop &&
              (loop.parent !== outer || clause.startIndex < loop.startIndex) &&
              isSized(clause),
          ).length;
        }
      }
      const amortised = amortisedPattern(loop);
      facts.push(amortised ? { node: loop, kind, depth, amortised } : { node: loop, kind, depth });
    }
    return facts;
  }
}
