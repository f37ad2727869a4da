/** The OpenAI-compatible client against a local server speaking the protocol: answers, retries, refusals, timeouts. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { llmReview, llmReviewSchema } from '../src/ai/llm-prompts';
import { AiProviderError, OpenAiCompatibleClient } from '../src/ai/openai-compatible';
import { LLM_REVIEW, startFakeLlmServer, type FakeLlmServer } from './helpers/fake-llm-server';

let llm: FakeLlmServer;

beforeAll(async () => {
  llm = await startFakeLlmServer();
});
afterAll(async () => {
  await llm.close();
});
beforeEach(() => {
  llm.requests.length = 0;
  llm.script = [];
});

const client = (timeoutMs = 2000, retries = 2) =>
  new OpenAiCompatibleClient({
    baseUrl: llm.baseUrl,
    apiKey: 'sk-test',
    model: 'test-model',
    timeoutMs,
    retries,
  });

describe('OpenAI-compatible client', () => {
  it('asks for a review with a JSON schema and returns the validated answer', async () => {
    llm.script = [{ content: JSON.stringify(LLM_REVIEW) }];
    await expect(
      llmReview(client(), 'print(1)', 'python', { title: 'A', difficulty: 'Easy', tags: ['Math'] }),
    ).resolves.toEqual(LLM_REVIEW);
    const [request] = llm.requests;
    expect(request?.headers.authorization).toBe('Bearer sk-test');
    expect(request?.body.model).toBe('test-model');
    expect(request?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'code_review', strict: true },
    });
    expect(JSON.stringify(request?.body.messages)).toContain('print(1)');
  });

  it('accepts JSON wrapped in a Markdown fence', async () => {
    llm.script = [{ content: `\`\`\`json\n${JSON.stringify(LLM_REVIEW)}\n\`\`\`` }];
    await expect(client().completeJson([], 'code_review', llmReviewSchema)).resolves.toEqual(LLM_REVIEW);
  });

  it('refuses a malformed answer and one of the wrong shape', async () => {
    llm.script = [{ content: 'Sure! Here is my review: the code is fine.' }];
    await expect(client().completeJson([], 'code_review', llmReviewSchema)).rejects.toThrow(
      'the model did not answer with JSON',
    );
    llm.script = [{ content: JSON.stringify({ ...LLM_REVIEW, codeQuality: 42 }) }];
    await expect(client().completeJson([], 'code_review', llmReviewSchema)).rejects.toThrow(/wrong shape/);
    llm.script = [{ rawBody: '<html>gateway</html>' }];
    await expect(client().complete([])).rejects.toThrow(AiProviderError);
  });

  it('retries a server error and a rate limit, then succeeds', async () => {
    llm.script = [{ status: 500 }, { status: 429 }, { content: 'third time lucky' }];
    await expect(client().complete([{ role: 'user', content: 'hi' }])).resolves.toBe('third time lucky');
    expect(llm.requests).toHaveLength(3);
  });

  it('does not retry a refusal such as a bad key', async () => {
    llm.script = [{ status: 401 }];
    await expect(client().complete([])).rejects.toThrow('the model server answered 401');
    expect(llm.requests).toHaveLength(1);
  });

  it('gives up after its timeout on every attempt', async () => {
    llm.script = [{ delayMs: 1500 }, { delayMs: 1500 }];
    const started = Date.now();
    await expect(client(300, 1).complete([])).rejects.toThrow(/could not be reached/);
    expect(Date.now() - started).toBeLessThan(1400);
    expect(llm.requests).toHaveLength(2);
  });
});
