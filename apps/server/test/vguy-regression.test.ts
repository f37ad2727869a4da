/**
 * VGuy's regression set (fixtures/vguy-regression.json): realistic questions, each asked on a page (a
 * problem, the editor's code) by a viewer, with what a right answer must and must not say. They run
 * through the offline VGuy as the route wires it: the help corpus, the analyser's review, and a hint
 * ladder standing in for the database's (the real one is tested through the API in ai.test.ts).
 */
import fs from 'node:fs';
import { offlineReview } from '@codeconquer/analyser';
import { DEFAULT_SITE_SETTINGS, languageIdSchema } from '@codeconquer/contracts';
import { describe, expect, it } from 'vitest';
import {
  answerOffline,
  answerVguy,
  type BankProblem,
  type HintLadder,
  type VguyTools,
} from '../src/vguy/index';
import { fillSettings } from '../src/vguy/settings-text';

type Viewer = 'guest' | 'no-tokens' | 'tokens';
type RegressionCase = {
  question: string;
  context: { problemId?: string; code?: string; language?: string; viewer?: Viewer };
  mustContain: string[];
  mustNotContain: string[];
};
type Fixture = { code: Record<string, string>; cases: RegressionCase[] };

const fixture = JSON.parse(
  fs.readFileSync(new URL('./fixtures/vguy-regression.json', import.meta.url), 'utf8'),
) as Fixture;

const BANK: BankProblem[] = [
  { id: 'gift-card-pair', title: 'Gift Card Pair', difficulty: 'Easy', tags: ['Two Pointers', 'Arrays'] },
  { id: 'island-groups', title: 'Island Groups', difficulty: 'Easy', tags: ['Graphs', 'BFS'] },
  { id: 'staircase', title: 'Cracked Staircase', difficulty: 'Easy', tags: ['Dynamic Programming'] },
  { id: 'backpack', title: 'Expedition Backpack', difficulty: 'Medium', tags: ['Dynamic Programming'] },
];
const STATIC_HINT = 'The ways to reach a step come from the last two steps before it.';
const PAGE_PROBLEMS = {
  staircase: {
    id: 'staircase',
    title: 'Cracked Staircase',
    difficulty: 'Easy' as const,
    tags: ['Dynamic Programming'],
    timeLimit: 1,
    memoryLimit: 256,
    constraints: '1 ≤ n ≤ 10^5',
  },
};

/** Each viewer's outcome of asking for a hint, as revealNextHint gives it with the default settings. */
const LADDERS: Record<Viewer, HintLadder> = {
  guest: { kind: 'guest' },
  'no-tokens': { kind: 'not-enough-tokens', hintNumber: 1, cost: 50, tokens: 20 },
  tokens: {
    kind: 'shown',
    hints: [{ hintNumber: 1, hintText: STATIC_HINT }],
    newlyRevealed: { hintNumber: 1, cost: 50 },
    tokens: 150,
  },
};

async function ask({ question, context }: RegressionCase): Promise<string> {
  const problem = context.problemId
    ? PAGE_PROBLEMS[context.problemId as keyof typeof PAGE_PROBLEMS]
    : undefined;
  const tools: VguyTools = {
    help: async (message) => answerOffline(message, { problems: BANK, problem }).reply,
    review: offlineReview,
    hintLadder: async () => LADDERS[context.viewer ?? 'guest'],
  };
  const reply = await answerVguy(
    {
      message: question,
      problem,
      code: context.code === undefined ? undefined : fixture.code[context.code],
      language: context.language === undefined ? undefined : languageIdSchema.parse(context.language),
    },
    tools,
  );
  return fillSettings(reply, DEFAULT_SITE_SETTINGS);
}

describe('VGuy regression set', () => {
  it('has at least 30 questions, each with something a right answer must say', () => {
    expect(fixture.cases.length).toBeGreaterThanOrEqual(30);
    for (const { question, mustContain } of fixture.cases)
      expect(mustContain.length, question).toBeGreaterThan(0);
  });

  it.each(fixture.cases.map((c) => [`${c.question} ${JSON.stringify(c.context)}`, c] as const))(
    '%s',
    async (_name, regressionCase) => {
      const reply = (await ask(regressionCase)).toLowerCase();
      for (const part of regressionCase.mustContain)
        expect(reply, `must say "${part}"`).toContain(part.toLowerCase());
      for (const part of regressionCase.mustNotContain)
        expect(reply, `must not say "${part}"`).not.toContain(part.toLowerCase());
    },
  );
});
