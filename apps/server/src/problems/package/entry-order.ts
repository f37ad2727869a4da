/**
 * How a package folder's entries are ordered wherever they are read (tests, test groups, validators):
 * one order, so that the exporter can predict the order the reader will see.
 */
export function compareEntryNames(a: string, b: string): number {
  return a.localeCompare(b);
}
