/**
 * Time complexity by walking the syntax tree: a loop multiplies its body's cost by how often it runs,
 * statements in sequence cost as much as the dearest, a call costs what the library table or the called
 * function costs, and a function that calls itself is costed by its kind of recursion. The program costs
 * as much as its dearest part: its top-level code or any one function (a LeetCode-style class has no main).
 */
import type { FunctionInfo, Program } from '../syntax/program';
import type { SyntaxNode } from '../syntax/tree';
import { identifiersIn } from '../syntax/queries';
import { CONSTANT, LINEAR, LOG, max, polynomial, times, type Cost } from './cost';
import { libraryCallCost } from './library';
import { loopBound, type LoopKind } from './loops';
import { classifyRecursion, recursiveCost, type Recursion } from './recursion';

const WORKLIST_POPS =
  /^(pop|popleft|poll|pop_front|pop_back|heappop|removeFirst|removeLast|pollFirst|pollLast|remove)$/;
const VISIT_MARKS = /vis|seen|dist|colou?r|indeg|degree|parent|level|depth|done|used/i;

export type FunctionTime = { fn: FunctionInfo; recursion: Recursion; ownWork: Cost; total: Cost };

export type LoopFact = { node: SyntaxNode; kind: LoopKind; depth: number };

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

  constructor(private readonly program: Program) {}

  estimate(): TimeEstimate {
    const topLevel = this.costOf(this.program.root, undefined);
    const functions = this.program.functions.map((fn) => this.functionTime(fn));
    const loops = this.loopFacts();
    return {
      total: max(topLevel, ...functions.map((fn) => fn.total)),
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
    const ownWork = fn.body ? this.costOf(fn.body, fn) : CONSTANT;
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
    const { cost: iterations } = loopBound(loop, this.program);
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
    if (this.isWorklistLoop(loop)) {
      // BFS/Dijkstra: each vertex is popped once and each edge relaxed once, so the inner loop over
      // neighbours is amortised: O(n + m) pushes and pops, each costing what one queue operation costs.
      return max(once, repeated.exponential ? repeated : polynomial(1, repeated.log));
    }
    return max(once, times(iterations, repeated));
  }

  /**
   * `while (!q.empty()) { u = q.front(); q.pop(); for (v : adj[u]) if (dist[v] …) q.push(v); }`: a loop
   * that drains a queue, stack or heap it pops from, and that guards pushes with visited/distance marks.
   */
  private isWorklistLoop(loop: SyntaxNode): boolean {
    if (loop.type !== 'while_statement' && loop.type !== 'do_statement') return false;
    const body = loop.child('body');
    const condition = loop.child('condition');
    if (!body || !condition) return false;
    const drained = identifiersIn(condition);
    const pops = body
      .findAll(this.program.syntax.calls)
      .map((node) => this.program.callInfo(node))
      .some((call) => {
        if (!WORKLIST_POPS.test(call.name)) return false;
        const target = call.receiver ?? call.args[0]?.text ?? '';
        return drained.has(target);
      });
    return pops && [...identifiersIn(body)].some((name) => VISIT_MARKS.test(name));
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
    return max(once, times(iterations, repeated));
  }

  private callCost(node: SyntaxNode, current: FunctionInfo | undefined): Cost {
    const call = this.program.callInfo(node);
    const callsOwnCode = call.receiver === undefined || /^(self|this)$/.test(call.receiver);
    const callee = callsOwnCode ? this.program.functionNamed(call.name) : undefined;
    if (callee) return callee === current ? CONSTANT : this.functionTime(callee).total;
    return libraryCallCost(call, this.program) ?? CONSTANT;
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
    for (const loop of allLoops) {
      const kind = loopBound(loop, this.program).kind;
      const isSized = (candidate: SyntaxNode): boolean => {
        const bound = loopBound(candidate, this.program).kind;
        return bound !== 'constant' && bound !== 'test-cases';
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
      facts.push({ node: loop, kind, depth });
    }
    return facts;
  }
}
