/** What the offline VGuy is given and what it answers. */
import type { Difficulty } from '@codeconquer/contracts';

/** One problem of the bank, as far as VGuy needs it. */
export type BankProblem = { id: string; title: string; difficulty: Difficulty; tags: readonly string[] };

/** The problem on the page the user is looking at. Limits are optional: mentioned only when given. */
export type PageProblem = {
  id?: string;
  title: string;
  difficulty: Difficulty;
  tags: readonly string[];
  /** Seconds. */
  timeLimit?: number;
  /** MB. */
  memoryLimit?: number;
};

export type VguyContext = {
  /** The problem bank: titles and tags are what "give me an easy graph problem" is matched against. */
  problems: readonly BankProblem[];
  problem?: PageProblem;
};

export type OfflineAnswer = {
  reply: string;
  /** Help section ids and `/problems/{id}` links the reply was built from; empty for the fallback. */
  sources: string[];
};
