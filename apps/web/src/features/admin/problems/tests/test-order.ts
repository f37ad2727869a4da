/**
 * Moving a test up or down: the tests' order as the reorder call wants it (PUT …/tests with every ordinal
 * once, in the new order), or null when the move would leave the list (the first test up, the last down).
 */
export function movedOrder(ordinals: readonly number[], index: number, step: -1 | 1): number[] | null {
  const target = index + step;
  if (index < 0 || index >= ordinals.length || target < 0 || target >= ordinals.length) return null;
  const order = [...ordinals];
  [order[index], order[target]] = [order[target] as number, order[index] as number];
  return order;
}
