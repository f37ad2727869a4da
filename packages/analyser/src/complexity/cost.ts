/**
 * Growth rates as n^poly · log^log n, or 2^n: enough to compare and combine the costs of code fragments
 * (a loop multiplies, a sequence keeps the larger) and to print them in big-O notation.
 */
export type Cost = {
  readonly exponential: boolean;
  /** Degree of the polynomial part; halves stand for square roots (1.5 = n·sqrt n). */
  readonly poly: number;
  readonly log: number;
};

export const CONSTANT: Cost = { exponential: false, poly: 0, log: 0 };
export const LOG: Cost = { exponential: false, poly: 0, log: 1 };
export const SQRT: Cost = { exponential: false, poly: 0.5, log: 0 };
export const LINEAR: Cost = { exponential: false, poly: 1, log: 0 };
export const N_LOG_N: Cost = { exponential: false, poly: 1, log: 1 };
export const QUADRATIC: Cost = { exponential: false, poly: 2, log: 0 };
export const EXPONENTIAL: Cost = { exponential: true, poly: 0, log: 0 };

export function polynomial(poly: number, log = 0): Cost {
  return { exponential: false, poly, log };
}

/** Work `a` done `b` times (a loop around a body, a call inside a loop). */
export function times(a: Cost, b: Cost): Cost {
  if (a.exponential || b.exponential) return EXPONENTIAL;
  return polynomial(a.poly + b.poly, a.log + b.log);
}

export function compare(a: Cost, b: Cost): number {
  if (a.exponential !== b.exponential) return a.exponential ? 1 : -1;
  if (a.poly !== b.poly) return a.poly - b.poly;
  return a.log - b.log;
}

/** Code run one after the other costs as much as its most expensive part. */
export function max(...costs: Cost[]): Cost {
  return costs.reduce((best, cost) => (compare(cost, best) > 0 ? cost : best), CONSTANT);
}

export function isConstant(cost: Cost): boolean {
  return compare(cost, CONSTANT) === 0;
}

/** 'O(1)', 'O(log n)', 'O(n)', 'O(n log n)', 'O(n^2)', 'O(n sqrt n)', 'O(2^n)'… */
export function formatCost(cost: Cost): string {
  if (cost.exponential) return 'O(2^n)';
  const parts: string[] = [];
  const whole = Math.floor(cost.poly);
  if (whole === 1) parts.push('n');
  else if (whole > 1) parts.push(`n^${whole}`);
  if (cost.poly - whole >= 0.5) parts.push('sqrt n');
  if (cost.log === 1) parts.push('log n');
  else if (cost.log > 1) parts.push(`log^${cost.log} n`);
  return `O(${parts.length > 0 ? parts.join(' ') : '1'})`;
}

/** The inverse of formatCost: 'O(n^2 log n)' → n^2·log n; undefined for text it did not write. */
export function parseCost(text: string): Cost | undefined {
  const inner = /^O\((.*)\)$/.exec(text.trim())?.[1]?.trim();
  if (inner === undefined) return undefined;
  if (inner === '2^n' || inner === 'n!') return EXPONENTIAL;
  if (inner === '1') return CONSTANT;
  const match = /^(?:n(?:\^(\d+))?)?\s*(sqrt n)?\s*(?:log(?:\^(\d+))? n)?$/.exec(inner);
  if (!match || inner === '') return undefined;
  const power = match[1] ? Number(match[1]) : inner.startsWith('n') ? 1 : 0; // 'n^2', 'n …', or no n
  const poly = power + (match[2] ? 0.5 : 0);
  const log = /log/.test(inner) ? Number(match[3] ?? 1) : 0;
  return polynomial(poly, log);
}
