/**
 * /unsubscribed: where an e-mail's unsubscribe link lands (GET /api/notifications/unsubscribe redirects
 * here), signed in or not. It says which e-mails stopped, or that the link was not valid.
 */
import { useSearchParams } from 'react-router';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import type { MessageId } from '@/i18n/message-id';
import { useT } from '@/i18n/use-t';

/** Which e-mails stopped, by the link's `email` parameter. */
const WHAT: Record<string, MessageId> = {
  contests: 'notifications.unsubscribed.contests',
  replies: 'notifications.unsubscribed.replies',
};

export function UnsubscribedPage() {
  const t = useT();
  const [params] = useSearchParams();
  const what = WHAT[params.get('email') ?? ''];
  return (
    <div className="mx-auto max-w-lg">
      <Card className="space-y-3 p-6">
        <h1 className="text-xl font-semibold">
          {what ? t('notifications.unsubscribed.title') : t('notifications.unsubscribed.invalid')}
        </h1>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {what ? t(what) : t('notifications.unsubscribed.unchanged')}
        </p>
        <p className="text-sm">
          <Link to="/notifications" className="text-indigo-600 hover:underline dark:text-indigo-400">
            {t('notifications.unsubscribed.open')}
          </Link>
        </p>
      </Card>
    </div>
  );
}
