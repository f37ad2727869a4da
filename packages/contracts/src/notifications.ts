/**
 * Notifications (docs/product.md#notifications): what happened to a user elsewhere on the site (a reply,
 * a mention, a clarification answered, an announcement, a contest about to start or started, a rating
 * change, a moderation action), stored per user, counted unread in the top bar and listed on a page.
 */
import { z } from 'zod';

export const NOTIFICATION_KINDS = [
  'reply',
  'mention',
  'clarification',
  'announcement',
  'contest_soon',
  'contest_started',
  'rating',
  'moderation',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/**
 * The e-mails a user may opt into: contest reminders (contest_soon, contest_started) and replies.
 * Every other kind is shown on the site only.
 */
export const NOTIFICATION_EMAILS = ['contests', 'replies'] as const;
export const notificationEmailSchema = z.enum(NOTIFICATION_EMAILS);
export type NotificationEmail = z.infer<typeof notificationEmailSchema>;

/** Which e-mail (if any) carries a kind. */
export const EMAIL_OF_KIND: Partial<Record<NotificationKind, NotificationEmail>> = {
  contest_soon: 'contests',
  contest_started: 'contests',
  reply: 'replies',
};

/** The most notifications one list answers (newest first); `before` asks for the ones older than those. */
export const NOTIFICATIONS_LIST_LIMIT = 50;
/** The most a user keeps: storing more drops their oldest. */
export const NOTIFICATIONS_KEPT = 500;
/** The most ids one mark-read call takes. */
export const NOTIFICATIONS_MARK_MAX = 200;

export const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  /** Plain text, shown as text (never as HTML). */
  text: z.string(),
  /** An app path (`/contests/…`): where it happened. */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const listNotificationsQuerySchema = z.object({
  /** `true`: only the unread ones. */
  unread: z.enum(['true', 'false']).optional(),
  /** The id of the oldest one shown: answers those older than it. */
  before: z.uuid().optional(),
});
export type ListNotificationsQuery = z.input<typeof listNotificationsQuerySchema>;

export const listNotificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  /** How many are unread in all (not only among those listed). */
  unread: z.number().int(),
  /** Whether older ones are kept than those listed (ask with `before`). */
  more: z.boolean(),
});
export type ListNotificationsResponse = z.infer<typeof listNotificationsResponseSchema>;

/** Without ids: every notification of the caller. Ids of others' notifications change nothing. */
export const markNotificationsReadBodySchema = z.object({
  ids: z.array(z.uuid()).min(1).max(NOTIFICATIONS_MARK_MAX).optional(),
});
export type MarkNotificationsReadBody = z.input<typeof markNotificationsReadBodySchema>;

export const markNotificationsReadResponseSchema = z.object({ unread: z.number().int() });
export type MarkNotificationsReadResponse = z.infer<typeof markNotificationsReadResponseSchema>;

export const notificationSettingsSchema = z.object({
  /** The kinds the user turned off: none of these is stored for them. */
  off: z.array(notificationKindSchema).max(NOTIFICATION_KINDS.length),
  /** The e-mails the user opted into. */
  email: z.array(notificationEmailSchema).max(NOTIFICATION_EMAILS.length),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsResponseSchema = z.object({ settings: notificationSettingsSchema });
export type NotificationSettingsResponse = z.infer<typeof notificationSettingsResponseSchema>;

export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(500) });

/** What the live stream (GET /api/me/events) sends when the count changes, and once when it opens. */
export const NOTIFICATIONS_EVENT = 'notifications';
export type NotificationsEvent = { unread: number };
