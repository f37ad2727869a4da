/**
 * One interface for reviews, hints and VGuy's replies, two implementations behind it: an
 * OpenAI-compatible LLM when AI_BASE_URL is set, and the offline analyser always. An LLM that fails
 * (down, slow, a malformed answer) is logged and the offline answer is used instead: users always get one.
 */
import type { AiReview, FailingTest, LanguageId } from '@codeconquer/contracts';
import { failingTestSentence } from './failing-test-text';
import { llmChat, llmHint, llmReview, type ProblemContext } from './llm-prompts';
import { OpenAiCompatibleClient } from './openai-compatible';

export type ReviewWithoutPlagiarism = Omit<AiReview, 'plagiarismScore'>;

export type HintProblem = ProblemContext & { constraints: string | null; staticHint: string | null };
/** `failingTest`: a small test the judge found that this code fails (docs/counterexamples.md#ai-help). */
export type HintRequest = {
  problem: HintProblem;
  code?: string;
  language?: LanguageId;
  failingTest?: FailingTest;
};
export type ChatRequest = { message: string; problem?: ProblemContext & { id: string } };

/** What answers when there is no LLM, or when it fails. */
export type OfflineAi = {
  review(code: string, language: LanguageId): Promise<ReviewWithoutPlagiarism>;
  hint(request: HintRequest): Promise<string>;
  chat(request: ChatRequest): Promise<string>;
  /** The help text an LLM is given with a question: the sections of our help corpus closest to it. */
  helpFor(message: string): string;
};

export type AiSource = 'llm' | 'offline';

export type AiService = {
  readonly source: AiSource;
  review(
    code: string,
    language: LanguageId,
    problem?: ProblemContext,
    failingTest?: FailingTest,
  ): Promise<ReviewWithoutPlagiarism>;
  hint(request: HintRequest): Promise<string>;
  chat(request: ChatRequest): Promise<string>;
};

/** The offline review names the failing test first among its suggestions: it is the surest lead. */
function withFailingTest(review: ReviewWithoutPlagiarism, failingTest: FailingTest | undefined) {
  if (!failingTest) return review;
  return {
    ...review,
    optimizationSuggestions: [failingTestSentence(failingTest), ...review.optimizationSuggestions],
  };
}

export type LlmSettings = { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number };

export function createAiService(
  llm: LlmSettings | undefined,
  offline: OfflineAi,
  warn: (message: string) => void,
): AiService {
  if (!llm)
    return {
      source: 'offline',
      review: async (code, language, _problem, failingTest) =>
        withFailingTest(await offline.review(code, language), failingTest),
      hint: offline.hint,
      chat: offline.chat,
    };
  const client = new OpenAiCompatibleClient({ ...llm, retries: 1 });
  const orOffline = async <T>(
    what: string,
    ask: () => Promise<T>,
    fallback: () => Promise<T>,
  ): Promise<T> => {
    try {
      return await ask();
    } catch (error) {
      warn(`The LLM could not give the ${what} (${(error as Error).message}); the offline analyser answers.`);
      return fallback();
    }
  };
  return {
    source: 'llm',
    review: (code, language, problem, failingTest) =>
      orOffline(
        'review',
        () => llmReview(client, code, language, problem, failingTest),
        async () => withFailingTest(await offline.review(code, language), failingTest),
      ),
    hint: (request) =>
      orOffline(
        'hint',
        async () => {
          const text = (
            await llmHint(
              client,
              request.problem,
              request.problem.staticHint,
              request.code,
              request.language,
              request.failingTest,
            )
          ).trim();
          if (!text) throw new Error('an empty hint');
          return text;
        },
        () => offline.hint(request),
      ),
    chat: (request) =>
      orOffline(
        'reply',
        async () => {
          const text = (
            await llmChat(client, request.message, offline.helpFor(request.message), request.problem)
          ).trim();
          if (!text) throw new Error('an empty reply');
          return text;
        },
        () => offline.chat(request),
      ),
  };
}
