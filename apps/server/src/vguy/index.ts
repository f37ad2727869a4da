/** The offline VGuy: `answerOffline` answers alone; `searchHelp` picks help text for an LLM's prompt. */
export { answerOffline, MIN_COVERAGE } from './answer-offline';
export { helpCorpus, type HelpArticle, type HelpCorpus, type HelpSection } from './corpus';
export { searchHelp, type HelpHit } from './help-search';
export { answerVguy } from './assistant';
export type {
  BankProblem,
  CodeReading,
  HintLadder,
  OfflineAnswer,
  PageProblem,
  RevealedHint,
  VguyContext,
  VguyRequest,
  VguyTools,
} from './types';
