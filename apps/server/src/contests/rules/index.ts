/** The contest rules by format (./rule.ts): the one place a contest's rule object comes from. */
import type { ContestFormat } from '@codeconquer/contracts';
import { atcoderRule } from './atcoder';
import { icpcRule } from './icpc';
import { ioiRule } from './ioi';
import type { ContestRule } from './rule';

export const CONTEST_RULES: Record<ContestFormat, ContestRule> = {
  icpc: icpcRule,
  ioi: ioiRule,
  atcoder: atcoderRule,
};

export function ruleOf(contest: { format: ContestFormat }): ContestRule {
  return CONTEST_RULES[contest.format];
}

export type { ContestRule, RuleSettings, Standing } from './rule';
export { minuteOf } from './rule';
export type { CellScore, CellSubmission } from './cell';
export { EMPTY_CELL, sameCell } from './cell';
