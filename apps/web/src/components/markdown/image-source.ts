/**
 * Where a statement's image is served from. Image blocks and `![](…)` point at the server's uploads
 * folder; the SPA and the API share one host, so a path under uploads only needs to be rooted; anything
 * else (a full URL) is left as it is.
 */
export function imageSource(value: string): string {
  const trimmed = value.trim();
  if (/^(https?:)?\/\//i.test(trimmed) || trimmed.startsWith('data:')) return trimmed;
  const withoutDot = trimmed.replace(/^\.?\//, '');
  return withoutDot.startsWith('uploads/') ? `/${withoutDot}` : trimmed;
}
