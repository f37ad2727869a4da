/**
 * Values known before the program runs, so that loop bounds written with them read as constants:
 * literals, character literals (`'a'` is 97), Python's `ord('a')`, arithmetic on those, and named
 * constants — `#define LOG 17`, `const int K = 26`, `static final int LOG = 17`, or any variable written
 * exactly once, with a constant (a Python `size = 8`). A name written once with a literal collection
 * (`offs = (1, -1, w, -w)`, `int[][] dirs = {{0, 1}, …}`) or with a fixed-width slice (`p[s:s + 8]`) is a
 * fixed-size collection: iterating, sorting or measuring it is O(1). A name written once
 * from `bit_length()`/`log2(…)` of the input is a logarithm of it (`LOG = n.bit_length()`).
 */
import type { Program } from './program';
import { numericValue, SMALL_BOUND } from './queries';
import type { SyntaxNode } from './tree';
import { writesIn, type Write } from './writes';

const ARITHMETIC = /^(binary_expression|binary_operator)$/;
const LITERAL_COLLECTIONS = /^(tuple|list|initializer_list|array_initializer|set)$/;
const LOGARITHMS = /\b(bit_length|log2|log10|__lg|__builtin_clz\w*|numberOfLeadingZeros|log)\s*\(/;
const PUSHES = /^(append|extend|insert|add|push|push_back|emplace_back)$/;

export class Constants {
  private readonly named = new Map<string, SyntaxNode>();
  private readonly collections = new Set<string>();
  private readonly logarithms = new Set<string>();

  constructor(private readonly program: Program) {
    const byName = new Map<string, Write[]>();
    for (const write of writesIn(program.root, program)) {
      if (write.element) continue;
      byName.set(write.target, [...(byName.get(write.target) ?? []), write]);
    }
    const grown = this.grownContainers();
    for (const [name, writes] of byName) {
      if (this.countsBits(name, writes)) {
        this.logarithms.add(name);
        continue;
      }
      const [only] = writes;
      if (writes.length !== 1 || !only?.value || only.kind === 'step') continue;
      if (LITERAL_COLLECTIONS.test(only.value.type) && !grown.has(name)) this.collections.add(name);
      else if (LOGARITHMS.test(only.value.text)) this.logarithms.add(name);
      else this.named.set(name, only.value);
    }
    for (const node of program.root.findAll('preproc_def')) {
      const name = node.child('name')?.text;
      const value = node.child('value');
      if (name && value) this.named.set(name, value);
    }
    // Once the named constants are known: `blk = p[s:s + size]` with `size = 8` is 8 long.
    for (const [name, value] of this.named)
      if (this.isFixedWidthSlice(value) && !grown.has(name)) {
        this.named.delete(name);
        this.collections.add(name);
      }
  }

  /** `p[s:s + 8]`, `p[:8]`, `p[i:i + size]` with a small constant `size`. */
  private isFixedWidthSlice(node: SyntaxNode): boolean {
    const slice = node.type === 'subscript' ? node.child('subscript') : undefined;
    if (slice?.type !== 'slice') return false;
    const [start, stop] = slice.namedChildren;
    if (slice.text.trim().startsWith(':')) return this.isSmall(start);
    const width = stop?.type === 'binary_operator' && stop.child('left')?.text === start?.text;
    return width && stop?.children.some((c) => c.text === '+') === true && this.isSmall(stop.child('right'));
  }

  /** The value of a constant expression, or undefined. */
  valueOf(node: SyntaxNode | undefined, depth = 0): number | undefined {
    if (!node || depth > 8) return undefined;
    const literal = numericValue(node, this.program.syntax);
    if (literal !== undefined) return literal;
    if (node.type === 'char_literal' || node.type === 'character_literal') return charCode(node.text);
    if (node.type === 'parenthesized_expression') return this.valueOf(node.namedChildren[0], depth + 1);
    if (node.type === 'preproc_arg') return preprocValue(node.text);
    if (node.type === 'identifier') return this.valueOf(this.named.get(node.text), depth + 1);
    if (this.program.isCall(node)) {
      // Python's ord('a')
      const call = this.program.callInfo(node);
      const [arg] = call.args;
      if (call.name === 'ord' && arg?.type === 'string') return charCode(arg.text);
      return undefined;
    }
    if (ARITHMETIC.test(node.type)) {
      const left = this.valueOf(node.child('left'), depth + 1);
      const right = this.valueOf(node.child('right'), depth + 1);
      if (left === undefined || right === undefined) return undefined;
      return arithmetic(node.children.find((c) => !c.named)?.text ?? '', left, right);
    }
    return undefined;
  }

  /** A constant below the size at which literals start to stand for the input size (or the length of a fixed collection). */
  isSmall(node: SyntaxNode | undefined): boolean {
    const value = this.valueOf(node);
    if (value !== undefined) return Math.abs(value) < SMALL_BOUND;
    return !!node && this.isFixedLength(node);
  }

  /** `len(blk)`, `blk.size()`, `dirs.length` of a fixed collection. */
  private isFixedLength(node: SyntaxNode): boolean {
    const text = node.text.replace(/\s+/g, '');
    const name = /^len\((\w+)\)$|^(\w+)\.(?:size\(\)|length)$/.exec(text);
    return name !== null && this.collections.has(name[1] ?? name[2] ?? '');
  }

  isSmallName(name: string): boolean {
    const value = this.named.get(name);
    return value !== undefined && this.isSmall(value);
  }

  /** A name bound once to a literal collection or a fixed-width slice, that nothing grows. */
  isFixedCollection(name: string): boolean {
    return this.collections.has(name);
  }

  /** An expression of fixed size: a fixed collection, or a slice of one (`blk[i + 1:]`). */
  isFixedExpression(node: SyntaxNode | undefined): boolean {
    if (!node) return false;
    if (node.type === 'identifier') return this.collections.has(node.text);
    if (node.type === 'subscript' && node.child('subscript')?.type === 'slice')
      return this.isFixedExpression(node.child('value'));
    return false;
  }

  /** An expression that is a logarithm of the input (`LOG` for `LOG = n.bit_length()`, `LOG - 1`). */
  isLogarithmic(node: SyntaxNode | undefined): boolean {
    if (!node) return false;
    if (LOGARITHMS.test(node.text)) return true;
    const names = [node, ...node.descendants()].filter((n) => n.type === 'identifier').map((n) => n.text);
    return (
      names.some((name) => this.logarithms.has(name)) &&
      names.every((name) => this.logarithms.has(name) || this.isSmallName(name))
    );
  }

  /** A name bound once to a logarithm of the input (`LOG = n.bit_length()`). */
  isLogName(name: string): boolean {
    return this.logarithms.has(name);
  }

  /** The value a name was bound to once (`rng` in `rng = range(…)`), for following it. */
  boundValue(name: string): SyntaxNode | undefined {
    return this.named.get(name);
  }

  /**
   * `LOG = 0; while ((1 << LOG) <= n) LOG++;`: a name set to a small constant and otherwise only stepped by
   * one in a loop that stops once 2 to its power passes a size: the number of bits of that size.
   */
  private countsBits(name: string, writes: Write[]): boolean {
    const steps = writes.filter((write) => write.kind === 'step');
    const starts = writes.filter((write) => write.kind !== 'step');
    if (
      steps.length === 0 ||
      starts.length !== 1 ||
      numericValue(starts[0]?.value, this.program.syntax) === undefined
    )
      return false;
    const doubling = new RegExp(`\\b1[lLuU]*\\s*<<\\s*\\(?\\s*${name}\\b|\\b${name}\\s*<<=?\\s*1\\b`);
    return steps.every((step) => {
      const loop = step.node.closest((node) => this.program.syntax.loops.has(node.type));
      return !!loop && doubling.test(loop.child('condition')?.text ?? '');
    });
  }

  private grownContainers(): Set<string> {
    const grown = new Set<string>();
    for (const node of this.program.root.findAll(this.program.syntax.calls)) {
      const call = this.program.callInfo(node);
      if (call.receiver !== undefined && PUSHES.test(call.name)) grown.add(call.receiver);
    }
    return grown;
  }
}

const cache = new WeakMap<Program, Constants>();

export function constantsOf(program: Program): Constants {
  let constants = cache.get(program);
  if (!constants) {
    constants = new Constants(program);
    cache.set(program, constants);
  }
  return constants;
}

/** `'a'` → 97, `'\n'` → 10, `"a"`/`b'a'` (Python) → 97. */
function charCode(text: string): number | undefined {
  const body = text.replace(/^[bB]?['"]|['"]$/g, '');
  if (body.length === 1) return body.charCodeAt(0);
  const escapes: Record<string, number> = { '\\n': 10, '\\t': 9, '\\0': 0, "\\'": 39, '\\\\': 92 };
  return escapes[body];
}

/** `#define N 200005`, `#define LOG 17`, `#define MAXN (1 << 17)`. */
function preprocValue(text: string): number | undefined {
  const cleaned = text
    .trim()
    .replace(/^\((.*)\)$/, '$1')
    .trim();
  const plain = Number(cleaned.replace(/[uUlL]+$/, ''));
  if (cleaned !== '' && Number.isFinite(plain)) return plain;
  const shift = /^(\d+)\s*<<\s*(\d+)$/.exec(cleaned);
  if (shift) return Number(shift[1]) * 2 ** Number(shift[2]);
  const sum = /^(\d+(?:e\d+)?)\s*([+-])\s*(\d+)$/.exec(cleaned);
  if (sum) return Number(sum[1]) + (sum[2] === '-' ? -1 : 1) * Number(sum[3]);
  return undefined;
}

function arithmetic(op: string, left: number, right: number): number | undefined {
  switch (op) {
    case '+':
      return left + right;
    case '-':
      return left - right;
    case '*':
      return left * right;
    case '/':
    case '//':
      return right === 0 ? undefined : Math.trunc(left / right);
    case '<<':
      return left * 2 ** right;
    case '>>':
      return Math.floor(left / 2 ** right);
    default:
      return undefined;
  }
}
