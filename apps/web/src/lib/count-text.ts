/** '1 problem' / '3 problems', '1 day' / '0 days': a count with its noun in the right number. */
export function countText(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
