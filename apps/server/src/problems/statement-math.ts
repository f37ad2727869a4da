/**
 * The bank's statements write math as math: a bound, a subscript or a relation is LaTeX between `$…$`
 * (or `$$…$$`), which the problem page typesets with KaTeX (problems/README.md, "statement"). Written as
 * plain text (`10^5`, `2*10^5`, `a_i`, `n ≤ 10`) it shows as the raw characters, so the bank's rules
 * (bank-rules.ts) refuse it. Code (`…` spans and fenced blocks) is left alone: `? i` or `a_b` there is
 * what the program reads or prints.
 */

/** What reads as math outside a formula, each with what it is called in the rule's message. */
const PLAIN_MATH: readonly { pattern: RegExp; what: string }[] = [
  { pattern: /\d\s*\^\s*[-−\d({]/u, what: 'a power' },
  { pattern: /\d\s*[*·×]\s*10\b/u, what: 'a bound' },
  { pattern: /\b[A-Za-z]\w*_[\w({]/u, what: 'a subscript' },
  { pattern: /[≤≥≠·]/u, what: 'a relation' },
];

/** The text with its code and its formulas taken out: what is left must hold no math. */
function proseOf(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gmu, ' ')
    .replace(/`[^`\n]*`/gu, ' ')
    .replace(/\$\$[\s\S]*?\$\$/gu, ' ')
    .replace(/(?<!\\)\$(?:\\\$|[^$\n])+\$/gu, ' ');
}

/** Each line of a statement that writes math outside `$…$`, with what it writes ('a power: …'). */
export function plainMathIn(markdown: string): string[] {
  const found: string[] = [];
  for (const line of proseOf(markdown).split('\n')) {
    const hit = PLAIN_MATH.find(({ pattern }) => pattern.test(line));
    if (hit) found.push(`${hit.what} outside $…$: ${line.trim()}`);
  }
  return found;
}
