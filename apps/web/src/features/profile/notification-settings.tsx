/**
 * The profile's notification settings (the owner's): which kinds to get, and the opt-in e-mails (contest
 * reminders, replies). Each box saves at once.
 */
import type { NotificationEmail, NotificationKind, NotificationSettings } from '@codeconquer/contracts';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { errorMessage } from '@/lib/api-client';
import { useNotificationSettings, useSaveNotificationSettings } from './api/notification-settings';

/** Every kind, with its label (the compiler checks the record names them all). */
const KINDS = {
  reply: 'Replies to your posts and threads',
  mention: 'Mentions (@you)',
  clarification: 'Answers to your clarifications',
  announcement: 'Announcements in contests you registered for',
  contest_soon: 'Contest starting in 15 minutes',
  contest_started: 'Contest started',
  rating: 'Rating changes',
  moderation: 'Moderation of your posts',
} satisfies Record<NotificationKind, string>;

const EMAILS = {
  contests: 'E-mail me contest reminders',
  replies: 'E-mail me replies',
} satisfies Record<NotificationEmail, string>;

/** A box and its label: a 44 px row to tap on a phone. */
const OPTION = 'flex min-h-11 items-center gap-2 text-sm sm:min-h-0';

const toggle = <T extends string>(list: T[], item: T, on: boolean): T[] =>
  on ? [...new Set([...list, item])] : list.filter((value) => value !== item);

export function NotificationSettingsSection() {
  const query = useNotificationSettings();
  const save = useSaveNotificationSettings();
  if (query.isPending) return <p className="text-sm text-slate-500">Loading…</p>;
  if (query.isError)
    return <Alert tone="error">{errorMessage(query.error, 'Failed to load notification settings')}</Alert>;
  const settings = query.data;
  const change = (next: NotificationSettings) =>
    save.mutateAsync(next).then(
      () => toast.success('Notification settings saved'),
      (caught: unknown) => toast.error(errorMessage(caught, 'Failed to save notification settings')),
    );

  return (
    <div className="grid gap-6 sm:grid-cols-2">
      <fieldset className="sm:space-y-2">
        <legend className="mb-1 text-sm font-medium">Notify me of</legend>
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
            {KINDS[kind]}
          </label>
        ))}
      </fieldset>
      <fieldset className="sm:space-y-2">
        <legend className="mb-1 text-sm font-medium">E-mail</legend>
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
            {EMAILS[email]}
          </label>
        ))}
        <p className="text-xs text-slate-500 dark:text-slate-400">
          Every e-mail has a link to stop them, no sign-in needed.
        </p>
      </fieldset>
    </div>
  );
}
