/** What the offline VGuy is given and what it answers. */
import type { AiReview, Difficulty, LanguageId } from '@codeconquer/contracts';

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
  /** The statement's constraints, which say whether a complexity is fast enough. */
  constraints?: string | null;
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

/** A chat message with what VGuy can see of the page: its problem and the editor's code. */
export type VguyRequest = {
  message: string;
  problem?: PageProblem & { id: string };
  code?: string;
  language?: LanguageId;
};

export type RevealedHint = { hintNumber: number; hintText: string };

/** What asking for a hint in the chat came to, under the hint feature's own token rules. */
export type HintLadder =
  | { kind: 'guest' }
  /** Every hint revealed so far; `newlyRevealed` cost `cost` tokens just now (null: all were revealed). */
  | {
      kind: 'shown';
      hints: RevealedHint[];
      newlyRevealed: { hintNumber: number; cost: number } | null;
      tokens: number;
    }
  | { kind: 'not-enough-tokens'; hintNumber: number; cost: number; tokens: number };

/** The review's reading of the code (the AI review's fields VGuy answers from). */
export type CodeReading = Omit<AiReview, 'plagiarismScore'>;

/** How VGuy reaches what lies outside the help corpus; the route wires them to the AI service and the database. */
export type VguyTools = {
  /** A help answer (an LLM's when configured, else the offline corpus's), settings marks unfilled. */
  help(message: string): Promise<string>;
  /** The AI review's function: the analyser offline. */
  review(code: string, language: LanguageId): Promise<CodeReading>;
  /** Reveals the page problem's next hint if the asker may pay for it. */
  hintLadder(): Promise<HintLadder>;
};
