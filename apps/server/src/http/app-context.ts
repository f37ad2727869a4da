import { createAiService, type AiService } from '../ai/ai-service';
import { createOfflineAi } from '../ai/offline-ai';
import type { ServiceContext } from '../core/service-context';
import type { JudgeService } from '../judging/judge-service';

/** Everything a route needs, built once per app (no globals): the domain context, the judge and the AI. */
export type AppContext = ServiceContext & {
  /** Every run of user code goes through this queue into the sandbox. */
  judge: JudgeService;
  /** Reviews, hints and VGuy: an LLM when configured, the offline analyser otherwise (and as its fallback). */
  ai: AiService;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/**
 * The app's context from its parts; the AI service is made here, from the settings (an LLM when
 * configured, with the offline analyser as its fallback), so the server and the tests build it alike.
 */
export type AppParts = ServiceContext & { judge: JudgeService; warn: (message: string) => void };

export function createAppContext(parts: AppParts): AppContext {
  const { warn, ...context } = parts;
  return { ...context, ai: createAiService(parts.config.ai, createOfflineAi(parts.db), warn) };
}
