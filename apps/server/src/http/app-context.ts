import { createAiService, type AiService } from '../ai/ai-service';
import { createOfflineAi } from '../ai/offline-ai';
import type { ServiceContext } from '../core/service-context';
import type { JudgeService } from '../judging/judge-service';
import { LiveBoards } from '../contests/live-boards';
import { HiddenResultsPublisher } from '../submissions/publish-hidden-results';
import { contestBusOver } from '../contests/contest-bus';
import { redisClusterBus, silentBus, type ClusterBus } from '../lib/cluster-bus';
import { openRedisConnection } from '../lib/redis-connection';
import { shareViewChanges } from './view-sync';
import { userChanged } from '../accounts/user-changes';
import { Leaderboard } from '../leaderboard/leaderboard-service';
import { RatingScheduler } from '../ratings/rating-scheduler';
import { Notifier } from '../notifications/notifier';
import { ContestReminders } from '../notifications/contest-reminders';
import type { Redis } from 'ioredis';
import { BankSyncStatus } from '../problems/bank-sync-status';

/** Everything a route needs, built once per app (no globals): the domain context, the judge and the AI. */
export type AppContext = ServiceContext & {
  /** Every run of user code goes through this queue into the sandbox. */
  judge: JudgeService;
  /** Reviews, hints and VGuy: an LLM when configured, the offline analyser otherwise (and as its fallback). */
  ai: AiService;
  /** The contests' scoreboards this server keeps in memory, and their listeners (event streams). */
  boards: LiveBoards;
  /** Counts the results a contest's freeze hid from others once the contest publishes them by its clock. */
  hiddenResults: HiddenResultsPublisher;
  /** Rates contests when their final results are out (and again after a rejudge). */
  ratings: RatingScheduler;
  /** The leaderboard, ranked in memory. */
  leaderboard: Leaderboard;
  /** With REDIS_URL: the connection the request limits and the sign-in throttle count in. */
  redis: Redis | undefined;
  /** What this server tells the others, and hears from them (silent when it is the only one). */
  bus: ClusterBus;
  /** Tells users' live streams (here and on other servers) and mailboxes of stored notifications. */
  notifier: Notifier;
  /** Reminds registered users of contests about to start and started. */
  reminders: ContestReminders;
  /** Closes the Redis connection and the bus (the app's onClose). */
  closeCluster(): Promise<void>;
  /** The problem bank's start-up sync, which server.ts runs after the first answers. */
  bank: BankSyncStatus;
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
export type AppParts = ServiceContext & {
  judge: JudgeService;
  warn: (message: string) => void;
  /** The bank's sync, when this server runs one (server.ts); none otherwise (tests). */
  bank?: BankSyncStatus;
};

export function createAppContext(parts: AppParts): AppContext {
  const { warn, ...context } = parts;
  const log = (error: unknown, what: string) =>
    warn(`${what}: ${error instanceof Error ? error.message : String(error)}`);
  const { redisUrl, judgeQueuePrefix } = parts.config;
  // Several servers share Redis: they count request limits there and tell each other what changed.
  const redis = redisUrl ? openRedisConnection(redisUrl, log) : undefined;
  const bus = redis ? redisClusterBus(redis, `${judgeQueuePrefix}:cluster`, log) : silentBus;
  const stopSharingViews = redis ? shareViewChanges(bus) : () => undefined;
  const boards = new LiveBoards({ db: parts.db, now: parts.now, log, bus: contestBusOver(bus) });
  // Verdicts from this server's judge or, with Redis, from any server's reach every board here.
  parts.judge.subscribe((event) => boards.onJudgeEvent(event));
  const notifier = new Notifier({
    db: parts.db,
    mailer: parts.mailer,
    appSecret: parts.appSecret,
    publicUrl: parts.config.publicUrl,
    log,
    bus,
  });
  const reminders = new ContestReminders({
    db: parts.db,
    now: parts.now,
    log,
    pushed: (userIds) => notifier.pushed(userIds),
  });
  const ratings = new RatingScheduler({
    db: parts.db,
    now: parts.now,
    log,
    rated: (run) => {
      // A user's rating shows on their profile, the leaderboard and the pages that list them.
      run.users.forEach(userChanged);
      notifier.pushed(run.notified);
    },
  });
  const leaderboard = new Leaderboard({ db: parts.db, now: parts.now });
  const hiddenResults = new HiddenResultsPublisher({ db: parts.db, now: parts.now, log });
  const ai = createAiService(parts.config.ai, createOfflineAi(parts.db), warn);
  const closeCluster = async () => {
    stopSharingViews();
    await bus.close();
    redis?.disconnect();
  };
  return {
    ...context,
    ai,
    boards,
    hiddenResults,
    ratings,
    leaderboard,
    redis,
    bus,
    notifier,
    reminders,
    closeCluster,
    bank: parts.bank ?? new BankSyncStatus(),
  };
}
