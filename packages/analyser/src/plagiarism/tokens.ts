/**
 * The token stream that fingerprints are taken from: every name becomes one symbol (so renaming hides
 * nothing), literals become their kind, comments, whitespace and braces/semicolons vanish (so reformatting
 * hides nothing), and includes/imports are dropped (every solution has the same ones).
 */
import type { LanguageSyntax } from '../syntax/languages';
import type { SyntaxNode, SyntaxTree } from '../syntax/tree';
import { SYNTAX } from '../syntax/languages';

/** Punctuation whose presence is a matter of layout (`if (x) y;` vs `if (x) { y; }`). */
const LAYOUT_TOKENS = new Set(['{', '}', ';']);
/** Type keywords whose text matters: `int` and `double` are different programs. */
const TYPE_KEYWORDS = /^(primitive_type|integral_type|floating_point_type|boolean_type|void_type)$/;

export function tokenise(tree: SyntaxTree): string[] {
  const syntax = SYNTAX[tree.language];
  const tokens: string[] = [];
  const stack: SyntaxNode[] = [tree.root];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const token = tokenFor(node, syntax);
    if (token === null) continue; // dropped with everything below it
    if (token !== undefined) {
      tokens.push(token);
      continue;
    }
    for (let i = node.children.length - 1; i >= 0; i -= 1) stack.push(node.children[i] as SyntaxNode);
  }
  return tokens;
}

/** A token for the node (and skip its children), null to drop it entirely, undefined to descend into it. */
function tokenFor(node: SyntaxNode, syntax: LanguageSyntax): string | null | undefined {
  if (syntax.comments.has(node.type) || syntax.boilerplate.has(node.type) || isDocstring(node)) return null;
  const literal = syntax.literals.get(node.type);
  if (literal) return literal;
  if (syntax.identifiers.has(node.type)) return 'id';
  if (node.children.length > 0) return undefined;
  if (!node.named) return LAYOUT_TOKENS.has(node.type) ? null : node.type;
  if (TYPE_KEYWORDS.test(node.type)) return node.text;
  return node.type;
}

/** A Python docstring is a comment in all but syntax. */
function isDocstring(node: SyntaxNode): boolean {
  return (
    node.type === 'expression_statement' && node.children.length === 1 && node.children[0]?.type === 'string'
  );
}
