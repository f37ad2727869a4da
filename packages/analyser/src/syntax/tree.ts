/** A plain copy of a tree-sitter syntax tree, with the few traversal helpers the analysers need. */
import type { LanguageId } from '@codeconquer/contracts';

type NodeInit = {
  source: string;
  type: string;
  named: boolean;
  missing: boolean;
  field: string | null;
  startIndex: number;
  endIndex: number;
  startRow: number;
  endRow: number;
  parent: SyntaxNode | null;
};

export class SyntaxNode {
  readonly type: string;
  /** False for punctuation and keywords (anonymous nodes). */
  readonly named: boolean;
  /** A node the parser inserted to recover from an error (a missing ';' or ')'). */
  readonly missing: boolean;
  /** The field this node fills in its parent (`condition`, `body`…), when the grammar names one. */
  readonly field: string | null;
  /** UTF-16 offsets into the source, so `source.slice(startIndex, endIndex)` is the node's text. */
  readonly startIndex: number;
  readonly endIndex: number;
  /** Zero-based lines. */
  readonly startRow: number;
  readonly endRow: number;
  readonly parent: SyntaxNode | null;
  readonly children: SyntaxNode[] = [];
  /** The whole parsed source (shared by every node, not copied). */
  private readonly source: string;

  constructor(init: NodeInit) {
    this.source = init.source;
    this.type = init.type;
    this.named = init.named;
    this.missing = init.missing;
    this.field = init.field;
    this.startIndex = init.startIndex;
    this.endIndex = init.endIndex;
    this.startRow = init.startRow;
    this.endRow = init.endRow;
    this.parent = init.parent;
  }

  get text(): string {
    return this.source.slice(this.startIndex, this.endIndex);
  }

  get namedChildren(): SyntaxNode[] {
    return this.children.filter((child) => child.named);
  }

  /** The first child filling `field`. */
  child(field: string): SyntaxNode | undefined {
    return this.children.find((child) => child.field === field);
  }

  childrenOf(field: string): SyntaxNode[] {
    return this.children.filter((child) => child.field === field);
  }

  /** Every node below this one (not itself), in source order; iterative, so deep trees are fine. */
  *descendants(): Generator<SyntaxNode> {
    const stack = [...this.children].reverse();
    for (let node = stack.pop(); node; node = stack.pop()) {
      yield node;
      for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i] as SyntaxNode);
    }
  }

  /** Descendants of the given types, not descending into nodes for which `stopAt` holds. */
  findAll(types: ReadonlySet<string> | string, stopAt?: (node: SyntaxNode) => boolean): SyntaxNode[] {
    const wanted = typeof types === 'string' ? new Set([types]) : types;
    const found: SyntaxNode[] = [];
    const stack = [...this.children].reverse();
    for (let node = stack.pop(); node; node = stack.pop()) {
      if (wanted.has(node.type)) found.push(node);
      if (stopAt?.(node)) continue;
      for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i] as SyntaxNode);
    }
    return found;
  }

  /** The nearest ancestor satisfying `test`, or undefined. */
  closest(test: (node: SyntaxNode) => boolean): SyntaxNode | undefined {
    for (let node = this.parent; node; node = node.parent) if (test(node)) return node;
    return undefined;
  }

  isWithin(ancestor: SyntaxNode): boolean {
    return this.startIndex >= ancestor.startIndex && this.endIndex <= ancestor.endIndex;
  }
}

export class SyntaxTree {
  constructor(
    readonly source: string,
    readonly language: LanguageId,
    readonly root: SyntaxNode,
  ) {}

  /** Lines (1-based) where the parser had to recover from a syntax error. */
  errorLines(): number[] {
    const lines = new Set<number>();
    for (const node of this.root.descendants()) {
      if (node.type === 'ERROR' || node.missing) lines.add(node.startRow + 1);
    }
    return [...lines].sort((a, b) => a - b);
  }
}
