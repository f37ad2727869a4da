/**
 * VGuy answers in plain text: lines, '- ' bullets and /problems/{id} paths. Each line becomes text and
 * link parts, so the paths can be router links; nothing in a reply is ever read as HTML.
 */
export type ReplyPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; to: string };
export type ReplyLine = { bullet: boolean; parts: ReplyPart[] };

const PROBLEM_PATH = /\/problems\/(?:solve\/)?[a-z0-9][a-z0-9-]*[a-z0-9]|\/problems\/[a-z0-9]/g;

export function lineParts(line: string): ReplyPart[] {
  const parts: ReplyPart[] = [];
  let last = 0;
  for (const match of line.matchAll(PROBLEM_PATH)) {
    const start = match.index;
    // A path glued to a word or a URL ('x/problems/…', 'https://host/problems/…') is left as text.
    if (start > 0 && /[\w/.:-]/.test(line[start - 1] ?? '')) continue;
    // Nor a path that goes on in another form ('/problems/solve/{id}', a template, not a page).
    if (/[/{\w]/.test(line[start + match[0].length] ?? '')) continue;
    if (start > last) parts.push({ kind: 'text', text: line.slice(last, start) });
    parts.push({ kind: 'link', text: match[0], to: match[0] });
    last = start + match[0].length;
  }
  if (last < line.length) parts.push({ kind: 'text', text: line.slice(last) });
  return parts;
}

export function replyLines(reply: string): ReplyLine[] {
  return reply
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => {
      const bullet = /^\s*[-*•]\s+/.exec(line);
      return { bullet: Boolean(bullet), parts: lineParts(bullet ? line.slice(bullet[0].length) : line) };
    });
}
