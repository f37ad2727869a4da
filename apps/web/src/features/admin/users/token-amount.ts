/**
 * The amount typed in the panel's token field, checked before Grant or Take is offered: a whole number
 * from 1 to the most one change may move (the server refuses more). Whether the user has enough tokens
 * for a Take is the server's to say, from the balance it holds at that moment.
 */
import { TOKENS_DELTA_MAX } from '@codeconquer/contracts';
import type { Translate } from '@/i18n/use-t';

export type TokenAmount = { amount: number } | { error: string };

export function parseTokenAmount(t: Translate, text: string): TokenAmount {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { error: t('admin.users.tokens.wholeNumber') };
  const amount = Number(trimmed);
  if (amount < 1) return { error: t('admin.users.tokens.atLeastOne') };
  if (amount > TOKENS_DELTA_MAX) return { error: t('admin.users.tokens.atMost', { max: TOKENS_DELTA_MAX }) };
  return { amount };
}
