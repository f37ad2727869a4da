/**
 * Hints (docs/product.md#tokens-and-hints): hint 1 is the setter's, hint 2 the AI's, each at the cost the
 * site's settings give (50 and 80 tokens by default). A button is disabled while the balance is below
 * the cost; hint 1 also when the problem has none.
 */
import type { Translate } from '@/i18n/use-t';
import type { PublicSettings } from '@codeconquer/contracts';

export type HintCosts = PublicSettings['hintCosts'];

export type HintSpec = { number: 1 | 2; title: string; source: string; cost: number };

export function hintSpecs(costs: HintCosts, t: Translate): readonly HintSpec[] {
  return [
    {
      number: 1,
      title: t('problems.hints.title', { number: 1 }),
      source: t('problems.hints.setter'),
      cost: costs[1],
    },
    {
      number: 2,
      title: t('problems.hints.title', { number: 2 }),
      source: t('problems.hints.ai'),
      cost: costs[2],
    },
  ];
}

/** Why a hint cannot be revealed now, or null when it can. */
export function hintLock(
  hint: HintSpec,
  context: { tokens: number; hasStaticHint: boolean },
  t: Translate,
): string | null {
  if (hint.number === 1 && !context.hasStaticHint) return t('problems.hints.noSetterHint');
  if (context.tokens < hint.cost)
    return t('problems.hints.needTokens', { count: hint.cost, tokens: context.tokens });
  return null;
}
