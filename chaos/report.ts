/** Plain-text tables for the suite's results. */
import { percentile } from '../bench/seeded-random';

export { percentile };

export function table(title: string, headers: string[], rows: (string | number)[][]): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) =>
    `| ${row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [`\n${title}`, line(headers), rule, ...cells.slice(1).map(line)].join('\n');
}

export const seconds = (ms: number | null | undefined): string =>
  ms === null || ms === undefined ? '—' : `${(ms / 1000).toFixed(1)} s`;

export const millis = (ms: number): string => `${Math.round(ms)} ms`;
