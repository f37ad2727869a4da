/**
 * A problem's hints in order, as the hint route and VGuy's "hint for this problem" both give them: hint 1
 * is the setter's (when the problem has one), hint 2 is generated. Revealing goes through `revealHint`,
 * so the chat charges exactly as the Hints tab does and never twice.
 */
import type { FailingTest, LanguageId } from '@codeconquer/contracts';
import type { Database } from '../db/client';
import { tokenBalance } from '../accounts/token-spending';
import { AppError } from '../lib/app-error';
import { loadSettings } from '../settings/site-settings';
import type { HintLadder } from '../vguy';
import type { AiService, HintProblem } from './ai-service';
import { revealHint, revealedHints, type HintNumber } from './hints';

/** What produces hint `hintNumber` of a problem: the setter's text, or the AI's (offline: the analyser's). */
export function hintText(
  ai: AiService,
  problem: HintProblem,
  hintNumber: HintNumber,
  code?: string,
  language?: LanguageId,
  failingTest?: FailingTest,
): () => Promise<string> {
  if (hintNumber === 1 && !problem.staticHint) throw new AppError('NO_STATIC_HINT');
  return async () =>
    hintNumber === 1 ? (problem.staticHint ?? '') : ai.hint({ problem, code, language, failingTest });
}

/** The first hint not yet revealed; a problem without a setter's hint starts at hint 2. */
function nextHintNumber(
  revealed: readonly { hintNumber: number }[],
  hasStaticHint: boolean,
): HintNumber | null {
  const candidates: HintNumber[] = hasStaticHint ? [1, 2] : [2];
  return candidates.find((number) => !revealed.some((hint) => hint.hintNumber === number)) ?? null;
}

/** Reveals the user's next hint of `problem` if they can pay for it, and returns every hint they have. */
export async function revealNextHint(
  db: Database,
  ai: AiService,
  userId: string,
  problem: HintProblem & { id: string },
  code?: string,
  language?: LanguageId,
): Promise<HintLadder> {
  const revealed = await revealedHints(db, userId, problem.id);
  const next = nextHintNumber(revealed, problem.staticHint !== null);
  if (next === null)
    return { kind: 'shown', hints: revealed, newlyRevealed: null, tokens: await tokenBalance(db, userId) };
  const cost = (await loadSettings(db)).hintCosts[next];
  try {
    const { hint, tokens } = await revealHint(
      db,
      userId,
      problem.id,
      next,
      hintText(ai, problem, next, code, language),
    );
    return { kind: 'shown', hints: [...revealed, hint], newlyRevealed: { hintNumber: next, cost }, tokens };
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'NOT_ENOUGH_TOKENS')) throw error;
    return { kind: 'not-enough-tokens', hintNumber: next, cost, tokens: await tokenBalance(db, userId) };
  }
}
