/**
 * Tags are typed as one comma-separated line ('graphs, shortest paths'). Read back: each trimmed, empty
 * ones dropped (a trailing comma is nothing), each once in the order first typed. Any case is kept: the
 * schema decides what a tag may be and says so under the field.
 */
export function parseTags(text: string): string[] {
  const tags = text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  return [...new Set(tags)];
}

export function formatTags(tags: readonly string[]): string {
  return tags.join(', ');
}
