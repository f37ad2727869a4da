/**
 * A client for any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM, Gemini's compatible
 * endpoint…): one call with a timeout, retried on network errors, timeouts, 429 and 5xx; answers that must
 * be JSON are asked for with a JSON schema and validated with zod before anyone uses them.
 */
import { z } from 'zod';

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

export type OpenAiCompatibleOptions = {
  /** e.g. https://api.openai.com/v1 or http://localhost:11434/v1 */
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
  /** Extra attempts after the first. */
  retries: number;
  fetch?: typeof fetch;
};

export class AiProviderError extends Error {}

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

function retryable(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class OpenAiCompatibleClient {
  private readonly doFetch: typeof fetch;

  constructor(private readonly options: OpenAiCompatibleOptions) {
    this.doFetch = options.fetch ?? fetch;
  }

  /** The assistant's text. */
  async complete(messages: ChatMessage[], extra: Record<string, unknown> = {}): Promise<string> {
    let lastError: unknown;
    for (let attempt = 0; attempt <= this.options.retries; attempt += 1) {
      if (attempt > 0) await pause(200 * 2 ** (attempt - 1));
      try {
        const response = await this.doFetch(`${this.options.baseUrl.replace(/\/$/, '')}/chat/completions`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
          },
          body: JSON.stringify({ model: this.options.model, messages, ...extra }),
          signal: AbortSignal.timeout(this.options.timeoutMs),
        });
        if (!response.ok) {
          lastError = new AiProviderError(`the model server answered ${response.status}`);
          if (retryable(response.status)) continue;
          break;
        }
        const body: unknown = await response.json().catch(() => {
          throw new AiProviderError('the model server did not answer in the chat-completions format');
        });
        const parsed = completionSchema.safeParse(body);
        const content = parsed.success ? parsed.data.choices[0]?.message.content : null;
        if (!content) throw new AiProviderError('the model server sent no answer');
        return content;
      } catch (error) {
        lastError = error;
        if (error instanceof AiProviderError) break; // a well-formed refusal: asking again will not help
      }
    }
    throw lastError instanceof AiProviderError
      ? lastError
      : new AiProviderError(
          `the model server could not be reached: ${(lastError as Error)?.message ?? lastError}`,
        );
  }

  /** An answer in the shape of `schema`, asked for with its JSON schema and validated before use. */
  async completeJson<T>(messages: ChatMessage[], name: string, schema: z.ZodType<T>): Promise<T> {
    const text = await this.complete(messages, {
      response_format: {
        type: 'json_schema',
        json_schema: { name, schema: z.toJSONSchema(schema, { target: 'draft-7' }), strict: true },
      },
      temperature: 0.2,
    });
    let json: unknown;
    try {
      // Some servers wrap JSON in a Markdown fence even when asked not to.
      json = JSON.parse(text.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
    } catch {
      throw new AiProviderError('the model did not answer with JSON');
    }
    const checked = schema.safeParse(json);
    if (!checked.success)
      throw new AiProviderError(
        `the model's answer has the wrong shape: ${checked.error.issues[0]?.message}`,
      );
    return checked.data;
  }
}
