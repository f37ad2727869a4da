/** What a language rule reports, and the context every rule reads. */
import type { TimeEstimate } from '../complexity/time';
import type { CallInfo, Program } from '../syntax/program';
import type { SyntaxNode } from '../syntax/tree';

export type FindingCategory = 'security' | 'practice' | 'suggestion';

export type Finding = { category: FindingCategory; message: string; line: number };

export type RuleContext = {
  program: Program;
  time: TimeEstimate;
  calls: CallInfo[];
  /** True when `node` runs once per element of the input (inside a loop that is not constant-bounded). */
  inSizedLoop: (node: SyntaxNode) => boolean;
  /**
   * True when `node` is in a loop that talks to an interactor: it writes a query and then reads the reply,
   * or flushes explicitly. Such output must be flushed and input read as it comes, so the bulk I/O speed
   * advice does not apply.
   */
  interacts: (node: SyntaxNode) => boolean;
};

export type Rule = (context: RuleContext) => Finding[];

export function finding(category: FindingCategory, node: SyntaxNode, message: string): Finding {
  return { category, line: node.startRow + 1, message: `Line ${node.startRow + 1}: ${message}` };
}

/** One finding for the first of several matching nodes: the same advice repeated helps nobody. */
export function once(category: FindingCategory, nodes: SyntaxNode[], message: string): Finding[] {
  const [first] = nodes;
  if (!first) return [];
  const more = nodes.length > 1 ? ` (and ${nodes.length - 1} more place${nodes.length > 2 ? 's' : ''})` : '';
  return [finding(category, first, `${message}${more}`)];
}
