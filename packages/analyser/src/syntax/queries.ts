/** Small questions about expressions that several analysers ask (which names an expression reads, is it a literal…). */
import type { LanguageSyntax } from './languages';
import type { SyntaxNode } from './tree';

/** Names read or written anywhere in `node` (plain identifiers only, not fields or types). */
export function identifiersIn(node: SyntaxNode | undefined): Set<string> {
  const names = new Set<string>();
  if (!node) return names;
  if (node.type === 'identifier') names.add(node.text);
  for (const child of node.descendants()) if (child.type === 'identifier') names.add(child.text);
  return names;
}

/** The value of a numeric literal (`1e5`, `100000LL`, `1_000_000`, `0x1F`), or undefined. */
export function numericValue(node: SyntaxNode | undefined, syntax: LanguageSyntax): number | undefined {
  if (!node) return undefined;
  if (node.type === 'unary_expression' || node.type === 'unary_operator') {
    const operand = node.child('argument') ?? node.child('operand') ?? node.namedChildren[0];
    const value = numericValue(operand, syntax);
    return value === undefined ? undefined : node.text.trim().startsWith('-') ? -value : value;
  }
  if (node.type === 'parenthesized_expression') return numericValue(node.namedChildren[0], syntax);
  if (syntax.literals.get(node.type) !== 'number') return undefined;
  const text = node.text.replace(/_/g, '').replace(/'/g, '');
  const cleaned = /^0[xX]/.test(text) ? text.replace(/[uUlL]+$/, '') : text.replace(/[uUlLfFdDjJ]+$/, '');
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : undefined;
}

/** Literal bounds below this are taken as constants (`for i in range(26)`); larger ones as the input size. */
export const SMALL_BOUND = 1000;

export function isSmallLiteral(node: SyntaxNode | undefined, syntax: LanguageSyntax): boolean {
  const value = numericValue(node, syntax);
  return value !== undefined && Math.abs(value) < SMALL_BOUND;
}

/** The operator token of a binary/assignment expression (`*=`, `//`, `in`), read from its anonymous child. */
export function operatorOf(node: SyntaxNode): string {
  const op = node.children.find((child) => child.field === 'operator' || child.field === 'operators');
  return op ? op.text : (node.children.find((child) => !child.named)?.text ?? '');
}

/** True when `node` always leaves its block: a return/throw/raise, or a block ending in one. */
export function alwaysExits(node: SyntaxNode | undefined): boolean {
  if (!node) return false;
  if (
    /^(return_statement|throw_statement|raise_statement|break_statement|continue_statement)$/.test(node.type)
  )
    return true;
  const statements = node.namedChildren.filter((child) => !/comment/.test(child.type));
  if (/block|compound_statement|expression_statement/.test(node.type) && statements.length > 0)
    return alwaysExits(statements[statements.length - 1]);
  return false;
}

/** Nodes between `node` and `stop` (exclusive) satisfying `test`, innermost first. */
export function ancestorsUntil(
  node: SyntaxNode,
  stop: SyntaxNode,
  test: (n: SyntaxNode) => boolean,
): SyntaxNode[] {
  const found: SyntaxNode[] = [];
  for (let current = node.parent; current && current !== stop; current = current.parent) {
    if (test(current)) found.push(current);
  }
  return found;
}
