/**
 * Growth rates as n^poly · log^log n, or 2^n: enough to compare and combine the costs of code fragments
 * (a loop multiplies, a sequence keeps the larger) and to print them in big-O notation.
 */
export type Cost = {
  /** 2^n times the rest: subsets, bitmask loops (`for mask < (1 << n)`), branching recursion. */
  readonly exponential: boolean;
  /** n! times the rest (implies `exponential`): every permutation of the input. */
  readonly factorial: boolean;
  /** Degree of the polynomial part; halves stand for square roots (1.5 = n·sqrt n). */
  readonly poly: number;
  readonly log: number;
  /** log log n factors: the sieve of Eratosthenes runs n/2 + n/3 + n/5 + … = n log log n steps. */
  readonly loglog: number;
};

export function polynomial(poly: number, log = 0, loglog = 0): Cost {
  return { exponential: false, factorial: false, poly, log, loglog };
}

export const CONSTANT: Cost = polynomial(0);
export const LOG: Cost = polynomial(0, 1);
export const SQRT: Cost = polynomial(0.5);
export const LINEAR: Cost = polynomial(1);
export const N_LOG_N: Cost = polynomial(1, 1);
export const N_LOG_LOG_N: Cost = polynomial(1, 0, 1);
export const QUADRATIC: Cost = polynomial(2);
export const EXPONENTIAL: Cost = { ...CONSTANT, exponential: true };
export const FACTORIAL: Cost = { ...CONSTANT, exponential: true, factorial: true };

/** Work `a` done `b` times (a loop around a body, a call inside a loop). */
export function times(a: Cost, b: Cost): Cost {
  return {
    exponential: a.exponential || b.exponential,
    factorial: a.factorial || b.factorial,
    poly: a.poly + b.poly,
    log: a.log + b.log,
    loglog: a.loglog + b.loglog,
  };
}

/** The exponential factor alone, without the polynomial work that multiplies it. */
export function exponentialPart(cost: Cost): Cost {
  return cost.factorial ? FACTORIAL : cost.exponential ? EXPONENTIAL : CONSTANT;
}

export function compare(a: Cost, b: Cost): number {
  if (a.factorial !== b.factorial) return a.factorial ? 1 : -1;
  if (a.exponential !== b.exponential) return a.exponential ? 1 : -1;
  if (a.poly !== b.poly) return a.poly - b.poly;
  if (a.log !== b.log) return a.log - b.log;
  return a.loglog - b.loglog;
}

/** Code run one after the other costs as much as its most expensive part. */
export function max(...costs: Cost[]): Cost {
  return costs.reduce((best, cost) => (compare(cost, best) > 0 ? cost : best), CONSTANT);
}

export function isConstant(cost: Cost): boolean {
  return compare(cost, CONSTANT) === 0;
}

/** 'O(1)', 'O(log n)', 'O(n)', 'O(n log n)', 'O(n log log n)', 'O(n^2)', 'O(n sqrt n)', 'O(2^n · n)', 'O(n! · n)'… */
export function formatCost(cost: Cost): string {
  const parts: string[] = [];
  const whole = Math.floor(cost.poly);
  if (whole === 1) parts.push('n');
  else if (whole > 1) parts.push(`n^${whole}`);
  if (cost.poly - whole >= 0.5) parts.push('sqrt n');
  if (cost.log === 1) parts.push('log n');
  else if (cost.log > 1) parts.push(`log^${cost.log} n`);
  if (cost.loglog >= 1) parts.push('log log n');
  const polynomialPart = parts.join(' ');
  const growth = cost.factorial ? 'n!' : cost.exponential ? '2^n' : '';
  if (growth) return `O(${growth}${polynomialPart ? ` · ${polynomialPart}` : ''})`;
  return `O(${polynomialPart || '1'})`;
}

/** The inverse of formatCost: 'O(n^2 log n)' → n^2·log n; undefined for text it did not write. */
export function parseCost(text: string): Cost | undefined {
  const inner = /^O\((.*)\)$/.exec(text.trim())?.[1]?.trim();
  if (inner === undefined) return undefined;
  const growth = /^(2\^n|n!)\s*(?:·\s*(.*))?$/.exec(inner);
  if (growth) {
    const rest = growth[2] ? parseCost(`O(${growth[2]})`) : CONSTANT;
    if (!rest) return undefined;
    return times(growth[1] === 'n!' ? FACTORIAL : EXPONENTIAL, rest);
  }
  if (inner === '1') return CONSTANT;
  const loglog = /(^|\s)log log n$/.test(inner) ? 1 : 0;
  const head = inner.replace(/\s*log log n$/, '');
  const match = /^(?:n(?:\^(\d+))?)?\s*(sqrt n)?\s*(?:log(?:\^(\d+))? n)?$/.exec(head);
  if (!match || (head === '' && !loglog)) return undefined;
  const power = match[1] ? Number(match[1]) : head.startsWith('n') ? 1 : 0; // 'n^2', 'n …', or no n
  const poly = power + (match[2] ? 0.5 : 0);
  const log = /log/.test(head) ? Number(match[3] ?? 1) : 0;
  return polynomial(poly, log, loglog);
}
