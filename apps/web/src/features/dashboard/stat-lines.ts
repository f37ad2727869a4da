/** The small lines under the dashboard's numbers. */
export function solvedLine(byDifficulty: { easy: number; medium: number; hard: number }): string {
  return `${byDifficulty.easy} Easy · ${byDifficulty.medium} Medium · ${byDifficulty.hard} Hard`;
}

/** "12 accepted (40.0%)"; no percentage before the first submission. */
export function acceptanceLine(accepted: number, total: number): string {
  if (total === 0) return 'No submissions yet';
  return `${accepted} accepted (${((accepted / total) * 100).toFixed(1)}%)`;
}
