/**
 * The shape of a problem id (a package slug, see the importer's slugify). Kept free of zod so the web
 * app's main chunk can check an id without loading every schema (`@codeconquer/contracts/problem-id`).
 */
export const PROBLEM_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/;

export function isProblemId(value: string): boolean {
  return PROBLEM_ID_PATTERN.test(value);
}
