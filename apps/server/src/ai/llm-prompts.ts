/** What we ask an LLM for reviews, hints and VGuy replies; the answers are checked by the callers. */
import {
  aiReviewSchema,
  LANGUAGES,
  type Difficulty,
  type FailingTest,
  type LanguageId,
} from '@codeconquer/contracts';
import { failingTestPrompt } from './failing-test-text';
import type { ChatMessage, OpenAiCompatibleClient } from './openai-compatible';

export const llmReviewSchema = aiReviewSchema.omit({ plagiarismScore: true });

export type ProblemContext = {
  title: string;
  difficulty: Difficulty;
  tags: string[];
  statement?: string;
  /** Seconds and MB. */
  timeLimit?: number;
  memoryLimit?: number;
};

const languageLabel = (language: LanguageId) => LANGUAGES.find((l) => l.id === language)?.label ?? language;

function problemLines(problem: ProblemContext | undefined): string {
  if (!problem) return '';
  const statement = problem.statement ? `\nStatement:\n${problem.statement.slice(0, 6000)}` : '';
  return `Problem: ${problem.title} (${problem.difficulty}; ${problem.tags.join(', ')})${statement}\n`;
}

export function llmReview(
  client: OpenAiCompatibleClient,
  code: string,
  language: LanguageId,
  problem?: ProblemContext,
  failingTest?: FailingTest,
) {
  const messages: ChatMessage[] = [
    {
      role: 'system',
      content:
        'You are a senior competitive programmer reviewing a solution on CodeConquer. Answer with JSON only. ' +
        'codeQuality and readabilityScore are numbers from 0 to 10. complexityAnalysis.time and .space are ' +
        "big-O strings such as 'O(n log n)'. Each list holds short, concrete sentences (at most 6 items); " +
        'empty lists are fine. Judge only the code you are given.',
    },
    {
      role: 'user',
      content:
        `${problemLines(problem)}Language: ${languageLabel(language)}\nCode:\n${code}` +
        (failingTest ? failingTestPrompt(failingTest) : ''),
    },
  ];
  return client.completeJson(messages, 'code_review', llmReviewSchema);
}

export function llmHint(
  client: OpenAiCompatibleClient,
  problem: ProblemContext,
  setterHint: string | null,
  code: string | undefined,
  language: LanguageId | undefined,
  failingTest?: FailingTest,
) {
  const messages: ChatMessage[] = [
    {
      role: 'system',
      content:
        'You give one hint for a programming problem on CodeConquer: two to four sentences that point to the ' +
        'key idea or the bug in the current code, without writing the solution or any code.',
    },
    {
      role: 'user',
      content:
        `${problemLines(problem)}${setterHint ? `The setter's first hint (already seen): ${setterHint}\n` : ''}` +
        (code?.trim()
          ? `Current code (${language ? languageLabel(language) : 'unknown language'}):\n${code}`
          : 'No code yet.') +
        (failingTest ? failingTestPrompt(failingTest) : ''),
    },
  ];
  return client.complete(messages, { temperature: 0.3 });
}

export function llmChat(
  client: OpenAiCompatibleClient,
  message: string,
  helpText: string,
  problem?: ProblemContext,
) {
  const messages: ChatMessage[] = [
    {
      role: 'system',
      content:
        "You are VGuy, CodeConquer's friendly assistant. Answer briefly and correctly about the platform using " +
        'the help text below, and help with programming questions. Never write a full solution to a problem ' +
        `on the platform.\n\nHelp text:\n${helpText}${problem ? `\n\nThe user is looking at: ${problemLines(problem)}` : ''}`,
    },
    { role: 'user', content: message },
  ];
  return client.complete(messages, { temperature: 0.4 });
}
