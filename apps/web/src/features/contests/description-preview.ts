/**
 * A contest's description is Markdown (its page renders it); the list shows only its first paragraph as
 * plain words: links keep their text, images, emphasis and code marks, heading, list and quote marks go
 * (underscores stay: they are more often in names, like snake_case, than emphasis).
 */
export function descriptionPreview(markdown: string): string {
  const paragraph = markdown.trim().split(/\n\s*\n/)[0] ?? '';
  return paragraph
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/\*+|`+|~~/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
