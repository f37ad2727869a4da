/**
 * The profile's notification settings (the owner's): which kinds to get, and the opt-in e-mails (contest
 * reminders, replies). Each box saves at once.
 */
import type { NotificationEmail, NotificationKind, NotificationSettings } from '@codeconquer/contracts';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { useT } from '@/i18n/use-t';
import type { MessageId } from '@/i18n/message-id';
import { errorMessage } from '@/lib/api-client';
import { useNotificationSettings, useSaveNotificationSettings } from './api/notification-settings';

/** Every kind, with its label's id (the compiler checks the record names them all). */
const KINDS = {
  reply: 'profile.notifications.kind.reply',
  mention: 'profile.notifications.kind.mention',
  clarification: 'profile.notifications.kind.clarification',
  announcement: 'profile.notifications.kind.announcement',
  contest_soon: 'profile.notifications.kind.contestSoon',
  contest_started: 'profile.notifications.kind.contestStarted',
  rating: 'profile.notifications.kind.rating',
  moderation: 'profile.notifications.kind.moderation',
} satisfies Record<NotificationKind, MessageId>;

const EMAILS = {
  contests: 'profile.notifications.email.contests',
  replies: 'profile.notifications.email.replies',
} satisfies Record<NotificationEmail, MessageId>;

/** A box and its label: a 44 px row to tap on a phone. */
const OPTION = 'flex min-h-11 items-center gap-2 text-sm sm:min-h-0';

const toggle = <T extends string>(list: T[], item: T, on: boolean): T[] =>
  on ? [...new Set([...list, item])] : list.filter((value) => value !== item);

export function NotificationSettingsSection() {
  const query = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const t = useT();
  if (query.isPending) return <p className="text-sm text-slate-500">{t('profile.loading')}</p>;
  if (query.isError)
    return <Alert tone="error">{errorMessage(query.error, t('profile.notifications.loadFailed'))}</Alert>;
  const settings = query.data;
  const change = (next: NotificationSettings) =>
    save.mutateAsync(next).then(
      () => toast.success(t('profile.notifications.saved')),
      (caught: unknown) => toast.error(errorMessage(caught, t('profile.notifications.saveFailed'))),
    );

  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <fieldset className="sm:space-y-2">
        <legend className="mb-1 text-sm font-medium">{t('profile.notifications.notifyMeOf')}</legend>
        {(Object.keys(KINDS) as NotificationKind[]).map((kind) => (
          <label key={kind} className={OPTION}>
            <input
              type="checkbox"
              className="h-4 w-4 accent-indigo-600"
              checked={!settings.off.includes(kind)}
              disabled={save.isPending}
              onChange={(event) =>
                void change({ ...settings, off: toggle(settings.off, kind, !event.target.checked) })
              }
            />
            {t(KINDS[kind])}
          </label>
        ))}
      </fieldset>
      <fieldset className="sm:space-y-2">
        <legend className="mb-1 text-sm font-medium">{t('profile.notifications.email')}</legend>
        {(Object.keys(EMAILS) as NotificationEmail[]).map((email) => (
          <label key={email} className={OPTION}>
            <input
              type="checkbox"
              className="h-4 w-4 accent-indigo-600"
              checked={settings.email.includes(email)}
              disabled={save.isPending}
              onChange={(event) =>
                void change({ ...settings, email: toggle(settings.email, email, event.target.checked) })
              }
            />
            {t(EMAILS[email])}
          </label>
        ))}
        <p className="text-xs text-slate-500 dark:text-slate-400">{t('profile.notifications.emailNote')}</p>
      </fieldset>
    </div>
  );
}
