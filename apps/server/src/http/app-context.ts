import type { AiService } from '../ai/ai-service';
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
