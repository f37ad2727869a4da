/**
 * A local server that speaks the OpenAI chat-completions protocol over a real socket, for tests: each
 * request takes the next scripted reply (status, content, delay) and is recorded.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AiReview } from '@codeconquer/contracts';

/** A review in the shape the model is asked for (a review without the plagiarism score), to script as a reply. */
export const LLM_REVIEW: Omit<AiReview, 'plagiarismScore'> = {
  codeQuality: 8,
  readabilityScore: 7.5,
  complexityAnalysis: { time: 'O(n log n)', space: 'O(n)' },
  optimizationSuggestions: ['Sort and take the two largest.'],
  bestPractices: [],
  styleIssues: ['Single-letter names.'],
  securityIssues: [],
};

export type ScriptedReply = { status?: number; content?: string | null; rawBody?: string; delayMs?: number };

export type FakeLlmServer = {
  baseUrl: string;
  requests: { headers: http.IncomingHttpHeaders; body: Record<string, unknown> }[];
  /** Replies for the next requests, in order; when empty, `fallback` answers. */
  script: ScriptedReply[];
  fallback: ScriptedReply;
  close: () => Promise<void>;
};

export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  const state: Omit<FakeLlmServer, 'baseUrl' | 'close'> = {
    requests: [],
    script: [],
    fallback: { content: 'ok' },
  };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      state.requests.push({ headers: request.headers, body: JSON.parse(raw) as Record<string, unknown> });
      const reply = state.script.shift() ?? state.fallback;
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        response.end(
          reply.rawBody ??
            JSON.stringify({
              id: 'chatcmpl-test',
              object: 'chat.completion',
              choices: [
                {
                  index: 0,
                  message: { role: 'assistant', content: reply.content ?? null },
                  finish_reason: 'stop',
                },
              ],
            }),
        );
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
