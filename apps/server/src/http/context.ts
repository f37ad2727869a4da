import type { Config } from '../config/config';
import type { AiService } from '../ai/ai-service';
import type { Database } from '../db/client';
import type { JudgeService } from '../judge/judge-service';
import type { Mailer } from '../mail/mailer';

/** Everything a route or service needs, built once per app (no globals). */
export type AppContext = {
  config: Config;
  db: Database;
  mailer: Mailer;
  /** Every run of user code goes through this queue into the sandbox. */
  judge: JudgeService;
  /** Reviews, hints and VGuy: an LLM when configured, the offline analyser otherwise (and as its fallback). */
  ai: AiService;
  appSecret: string;
  /** Injectable clock so tests can move time (OTP expiry, cooldowns). */
  now: () => Date;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
