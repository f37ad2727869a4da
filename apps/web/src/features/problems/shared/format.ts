/** How problem and submission numbers read: one decimal for acceptance and memory. */

/** "49.1%" */
export function formatPercent(value: number): string {
  return `${value.toFixed(1)}%`;
}

/** "12.3 MB" */
export function formatMemory(megabytes: number): string {
  return `${megabytes.toFixed(1)} MB`;
}

/** "15 ms" */
export function formatRuntime(milliseconds: number): string {
  return `${Math.round(milliseconds)} ms`;
}

/** The tags column shows the first two tags and '+N' for the rest. */
export function tagPreview(tags: readonly string[], shown = 2): { visible: string[]; more: number } {
  return { visible: tags.slice(0, shown), more: Math.max(0, tags.length - shown) };
}
