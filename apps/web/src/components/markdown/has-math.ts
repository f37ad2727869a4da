/**
 * Whether a text may hold math (`$…$` or `$$…$$`), so that Markdown loads KaTeX for it. A text without a
 * dollar sign certainly has none; one with a lone or escaped dollar loads KaTeX for nothing, which costs
 * time but changes nothing shown.
 */
export function mayHaveMath(text: string): boolean {
  return text.includes('$');
}
