/**
 * Finds text a user would see that is written in a component instead of a catalogue (catalogue.test.ts):
 * JSX text, the attributes a browser shows or reads out, strings a JSX expression shows, toasts.
 */
import path from 'node:path';
import ts from 'typescript';
import { isNotProse } from './catalogue-rules';

/** Each such text of one file, as `file:line "text"` (the path relative to `root`). */
export function hardCodedText(file: string, text: string, root: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  // A line right under an `i18n-exempt: <why>` comment may hold text of its own (e.g. the message shown
  // when no catalogue could be loaded at all).
  const lines = text.split('\n');
  const exempt = new Set(
    lines.flatMap((content, index) => (/i18n-exempt:/.test(content) ? [index + 1, index + 2] : [])),
  );
  const report = (node: ts.Node, value: string) => {
    const trimmed = value.replace(/\s+/g, ' ').trim();
    if (isNotProse(trimmed)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    if (exempt.has(line)) return;
    found.push(`${path.relative(root, file)}:${line + 1} "${trimmed.slice(0, 60)}"`);
  };
  const SHOWN_ATTRIBUTES = new Set([
    'aria-label',
    'title',
    'placeholder',
    'alt',
    'label',
    'aria-description',
  ]);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxAttribute(node) && SHOWN_ATTRIBUTES.has(node.name.getText())) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) report(value, value.text);
      if (value && ts.isJsxExpression(value) && value.expression) reportStrings(value.expression);
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      reportStrings(node.expression);
    } else if (ts.isCallExpression(node) && /^toast(\.\w+)?$/.test(node.expression.getText())) {
      const first = node.arguments[0];
      if (first) reportStrings(first);
    }
    ts.forEachChild(node, visit);
  };
  /** The strings an expression can evaluate to directly: literals, both sides of ?: and ||/??, templates. */
  const reportStrings = (expression: ts.Expression) => {
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
      report(expression, expression.text);
    else if (ts.isTemplateExpression(expression)) {
      report(
        expression,
        [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)].join(' '),
      );
    } else if (ts.isConditionalExpression(expression)) {
      reportStrings(expression.whenTrue);
      reportStrings(expression.whenFalse);
    } else if (
      ts.isBinaryExpression(expression) &&
      ['||', '??', '&&'].includes(expression.operatorToken.getText())
    ) {
      reportStrings(expression.right);
    } else if (ts.isParenthesizedExpression(expression)) reportStrings(expression.expression);
  };
  visit(source);
  return found;
}
