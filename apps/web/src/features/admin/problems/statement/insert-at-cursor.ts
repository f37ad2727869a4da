/**
 * Puts an uploaded image's Markdown where the statement's cursor is (replacing a selection), on a line
 * of its own: the problem page shows an image as its own block only when it is alone on its line
 * (the contracts' statementBlocks). Answers the new text and where the cursor goes: just after the insertion.
 */
export function insertOnOwnLine(
  text: string,
  selectionStart: number,
  selectionEnd: number,
  insertion: string,
): { text: string; cursor: number } {
  const start = Math.max(0, Math.min(selectionStart, text.length));
  const end = Math.max(start, Math.min(selectionEnd, text.length));
  const before = text.slice(0, start);
  const after = text.slice(end);
  const lead = before === '' || before.endsWith('\n') ? '' : '\n';
  const trail = after.startsWith('\n') ? '' : '\n';
  const inserted = `${lead}${insertion}${trail}`;
  return { text: `${before}${inserted}${after}`, cursor: before.length + inserted.length };
}
