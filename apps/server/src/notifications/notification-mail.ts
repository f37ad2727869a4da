/**
 * E-mail for the notifications a user opted into (contest reminders, replies), through the same mailer
 * as sign-up codes. Each pending one is claimed by one UPDATE before it is sent, so two servers never
 * send the same; a failed send is logged and not retried (best effort: the notification is on the site).
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { EMAIL_OF_KIND } from '@codeconquer/contracts';
import type { Database } from '../db/client';
import { notifications, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { unsubscribeToken } from './unsubscribe-token';

export type MailDeps = {
  db: Database;
  mailer: Mailer;
  appSecret: string;
  publicUrl: string;
  log: (error: unknown, what: string) => void;
};

export async function sendPendingMail(deps: MailDeps, userIds: string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const claimed = await deps.db
    .update(notifications)
    .set({ emailPending: false })
    .where(and(inArray(notifications.userId, userIds), eq(notifications.emailPending, true)))
    .returning();
  if (claimed.length === 0) return 0;
  const recipients = await deps.db
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(
      and(
        inArray(users.id, [...new Set(claimed.map((row) => row.userId))]),
        eq(users.isEmailVerified, true),
        isNull(users.bannedAt),
      ),
    );
  const byId = new Map(recipients.map((user) => [user.id, user]));
  let sent = 0;
  for (const row of claimed) {
    const user = byId.get(row.userId);
    const email = EMAIL_OF_KIND[row.kind];
    if (!user || !email) continue;
    const stop = `${deps.publicUrl}/api/notifications/unsubscribe?token=${encodeURIComponent(
      unsubscribeToken(deps.appSecret, user.id, email),
    )}`;
    try {
      await deps.mailer.send({
        to: user.email,
        subject: `CodeConquer: ${row.text.length > 80 ? `${row.text.slice(0, 79)}…` : row.text}`,
        text: [
          `Hi ${user.name},`,
          '',
          row.text,
          '',
          `Open it: ${deps.publicUrl}${row.link}`,
          '',
          `You get this e-mail because you turned it on in your profile's notification settings.`,
          `Stop these e-mails: ${stop}`,
        ].join('\n'),
      });
      sent += 1;
    } catch (error) {
      deps.log(error, 'notification e-mail');
    }
  }
  return sent;
}
