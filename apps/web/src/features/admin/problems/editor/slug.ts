/**
 * A new problem's id, suggested from its title as the package importer names a package (the server's
 * slugify): lower case, every run of other characters one hyphen, at most 60 characters. The id is the
 * problem's URL for good, so it is only a suggestion until the admin types one.
 */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}
