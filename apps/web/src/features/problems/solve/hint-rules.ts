/**
 * Hints (docs/product.md#tokens-and-hints): hint 1 is the setter's, hint 2 the AI's, each at the cost the
 * site's settings give (50 and 80 tokens by default). A button is disabled while the balance is below
 * the cost; hint 1 also when the problem has none.
 */
import { countText } from '@/lib/count-text';
import type { PublicSettings } from '@codeconquer/contracts';

export type HintCosts = PublicSettings['hintCosts'];

export type HintSpec = { number: 1 | 2; title: string; source: string; cost: number };

export function hintSpecs(costs: HintCosts): readonly HintSpec[] {
  return [
    { number: 1, title: 'Hint 1', source: "Setter's hint", cost: costs[1] },
    { number: 2, title: 'Hint 2', source: 'AI hint', cost: costs[2] },
  ];
}

/** Why a hint cannot be revealed now, or null when it can. */
export function hintLock(hint: HintSpec, context: { tokens: number; hasStaticHint: boolean }): string | null {
  if (hint.number === 1 && !context.hasStaticHint) return 'This problem has no setter hint.';
  if (context.tokens < hint.cost)
    return `You need ${countText(hint.cost, 'token', 'tokens')} for this hint; you have ${context.tokens}.`;
  return null;
}
