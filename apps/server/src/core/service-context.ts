/**
 * What the domain modules (accounts, problems, …) are given: settings, the database, the mailer, the app
 * secret and a clock. Built once per app (no globals); tests build their own with a clock they can move.
 * The HTTP layer's AppContext adds the judge and the AI service on top (http/app-context.ts).
 */
import type { Config } from '../config/config';
import type { Database } from '../db/client';
import type { Mailer } from '../mail/mailer';

export type ServiceContext = {
  config: Config;
  db: Database;
  mailer: Mailer;
  /** Keys the HMACs of one-time codes and signs cookies. */
  appSecret: string;
  /** Injectable clock so tests can move time (OTP expiry, cooldowns). */
  now: () => Date;
};
