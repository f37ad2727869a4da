/**
 * "Give me an easy graph problem": tells a request for practice problems from a help question, and picks
 * matching problems of the bank by difficulty and by tags (BM25 over titles and tags, so a problem whose
 * tags say it twice ranks above one that mentions it in passing).
 */
import type { Difficulty } from '@codeconquer/contracts';
import { Bm25Index } from './bm25';
import { tokenize, tokenizeQuestion, words } from './tokenize';
import type { BankProblem, PageProblem, VguyContext } from './types';

export type ProblemSuggestions = {
  difficulty: Difficulty | null;
  /** The bank's tags the request matched, as the bank spells them ("Graphs", "Dynamic Programming"). */
  topics: string[];
  /** Set when asking for problems "like this one" (the page's problem). */
  similarTo: PageProblem | null;
  problems: BankProblem[];
  /** True when nothing matched both topic and difficulty, so `problems` ignores the difficulty. */
  difficultyRelaxed: boolean;
};

const MAX_SUGGESTIONS = 5;

const DIFFICULTY_WORDS: Readonly<Record<string, Difficulty>> = {
  easy: 'Easy',
  easier: 'Easy',
  easiest: 'Easy',
  beginner: 'Easy',
  simple: 'Easy',
  medium: 'Medium',
  intermediate: 'Medium',
  moderate: 'Medium',
  hard: 'Hard',
  harder: 'Hard',
  hardest: 'Hard',
  difficult: 'Hard',
  tough: 'Hard',
  challenging: 'Hard',
};
const PROBLEM_NOUNS = new Set(
  'problem problems question questions exercise exercises task tasks challenge challenges puzzle puzzles practice practise'.split(
    ' ',
  ),
);
const REQUEST_WORDS = new Set(
  'give recommend suggest show list find want need any some practice practise try pick more another other'.split(
    ' ',
  ),
);
/** How/why questions are about the site ("how do I search problems?"), not requests for problems. */
const HELP_QUESTION_STARTS = new Set(
  'how why where when does do is are can could should will would'.split(' '),
);
/** A bare difficulty in a long sentence is usually an adjective ("an easy way to…"), not a request. */
const SHORT_REQUEST_WORDS = 5;
const SIMILAR = /\b(similar|like (this|that|it)|same (topic|kind|type))\b/;

type BankIndex = { index: Bm25Index<BankProblem>; tagTerms: Map<string, Set<string>> };

/** Indexed once per bank array: the route passes the same array until the bank changes. */
const bankIndexes = new WeakMap<readonly BankProblem[], BankIndex>();

function bankIndex(bank: readonly BankProblem[]): BankIndex {
  let built = bankIndexes.get(bank);
  if (built) return built;
  const index = new Bm25Index<BankProblem>();
  /** term → the tags (as spelled) it comes from. */
  const tagTerms = new Map<string, Set<string>>();
  for (const problem of bank) {
    const tagTokens = problem.tags.flatMap((tag) => {
      const terms = tokenize(tag);
      for (const term of terms) tagTerms.set(term, (tagTerms.get(term) ?? new Set()).add(tag));
      return terms;
    });
    // Tags count twice: they say what a problem is about, a title only hints at it.
    index.add(problem, [...tokenize(problem.title), ...tagTokens, ...tagTokens]);
  }
  built = { index, tagTerms };
  bankIndexes.set(bank, built);
  return built;
}

function askedDifficulty(raw: readonly string[]): Difficulty | null {
  for (const word of raw) {
    const difficulty = DIFFICULTY_WORDS[word];
    if (difficulty) return difficulty;
  }
  return null;
}

/** The practice problems a message asks for, or null when it does not ask for problems. */
export function suggestProblems(message: string, context: VguyContext): ProblemSuggestions | null {
  const raw = words(message, true);
  const { index, tagTerms } = bankIndex(context.problems);
  const similarTo = context.problem && SIMILAR.test(message.toLowerCase()) ? context.problem : null;
  const topicTerms = similarTo
    ? tokenize(similarTo.tags.join(' '))
    : tokenizeQuestion(message).filter((term) => tagTerms.has(term));
  const difficulty = askedDifficulty(raw);

  const asksForProblems = raw.some((word) => PROBLEM_NOUNS.has(word));
  const requestWord = raw.some((word) => REQUEST_WORDS.has(word));
  const requestish = requestWord || !HELP_QUESTION_STARTS.has(raw[0] ?? '');
  const wanted =
    similarTo !== null ||
    (asksForProblems &&
      requestish &&
      (topicTerms.length > 0 || (difficulty !== null && (requestWord || raw.length <= SHORT_REQUEST_WORDS))));
  if (!wanted) return null;

  const topics = [...new Set(topicTerms.flatMap((term) => [...(tagTerms.get(term) ?? [])]))];
  const byTopic =
    topicTerms.length > 0
      ? index.search(topicTerms, context.problems.length).map((hit) => hit.id)
      : [...context.problems];
  const candidates = byTopic.filter((problem) => problem.title !== similarTo?.title);
  const atDifficulty = difficulty
    ? candidates.filter((problem) => problem.difficulty === difficulty)
    : candidates;
  const difficultyRelaxed = atDifficulty.length === 0 && topicTerms.length > 0;
  return {
    difficulty,
    topics,
    similarTo,
    problems: (difficultyRelaxed ? candidates : atDifficulty).slice(0, MAX_SUGGESTIONS),
    difficultyRelaxed,
  };
}

/**
 * A bank problem the message names by its full title ("tell me about Gift Card Pair"). A one-word title
 * ("Sorting") counts only as the whole message: inside a sentence it is more likely an ordinary word.
 */
export function mentionedProblem(message: string, bank: readonly BankProblem[]): BankProblem | null {
  const saidWords = words(message);
  const said = ` ${saidWords.join(' ')} `;
  const named = bank.filter((problem) => {
    const title = words(problem.title);
    return title.length > 1 ? said.includes(` ${title.join(' ')} `) : title.join(' ') === saidWords.join(' ');
  });
  // The longest title wins: "Tower of Powers Modulo" over a problem called "Tower".
  return named.sort((a, b) => b.title.length - a.title.length)[0] ?? null;
}
