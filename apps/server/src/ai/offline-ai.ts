/** The offline implementations behind the AI service: the analyser for reviews and hints, the help corpus for VGuy. */
import { offlineReview } from '@codeconquer/analyser';
import type { Database } from '../db/client';
import { listProblems } from '../problems/problem-queries';
import { answerOffline, searchHelp, type BankProblem } from '../vguy';
import type { OfflineAi } from './ai-service';
import { offlineHint } from './offline-hint';

/** VGuy's list of problems is re-read at most this often (new imports show up within a minute). */
const BANK_TTL_MS = 60_000;
/** Sections of the help text handed to an LLM with each question. */
const HELP_SECTIONS_FOR_LLM = 5;

export function createOfflineAi(db: Database): OfflineAi {
  let bank: { problems: BankProblem[]; readAt: number } | undefined;
  const problems = async (): Promise<BankProblem[]> => {
    if (!bank || Date.now() - bank.readAt > BANK_TTL_MS)
      bank = { problems: await listProblems(db), readAt: Date.now() };
    return bank.problems;
  };
  return {
    review: offlineReview,
    hint: offlineHint,
    chat: async ({ message, problem }) =>
      answerOffline(message, { problems: await problems(), problem }).reply,
    helpFor: (message) =>
      searchHelp(message, HELP_SECTIONS_FOR_LLM)
        .map((hit) => `## ${hit.section.heading}\n${hit.section.body}`)
        .join('\n\n'),
  };
}
