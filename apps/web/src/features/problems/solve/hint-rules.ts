/**
 * Hints (docs/product.md#tokens-and-hints): hint 1 is the setter's (50 tokens), hint 2 the AI's (80 tokens).
 * A button is disabled while the balance is below the cost; hint 1 also when the problem has none.
 */
import { HINT_COSTS } from '@codeconquer/contracts';

export type HintSpec = { number: 1 | 2; title: string; source: string; cost: number };

export const HINTS: readonly HintSpec[] = [
  { number: 1, title: 'Hint 1', source: "Setter's hint", cost: HINT_COSTS[1] },
  { number: 2, title: 'Hint 2', source: 'AI hint', cost: HINT_COSTS[2] },
];

/** Why a hint cannot be revealed now, or null when it can. */
export function hintLock(hint: HintSpec, context: { tokens: number; hasStaticHint: boolean }): string | null {
  if (hint.number === 1 && !context.hasStaticHint) return 'This problem has no setter hint.';
  if (context.tokens < hint.cost)
    return `You need ${hint.cost} tokens for this hint; you have ${context.tokens}.`;
  return null;
}
