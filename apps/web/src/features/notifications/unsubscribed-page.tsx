/**
 * /unsubscribed: where an e-mail's unsubscribe link lands (GET /api/notifications/unsubscribe redirects
 * here), signed in or not. It says which e-mails stopped, or that the link was not valid.
 */
import { useSearchParams } from 'react-router';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';

const WHAT: Record<string, string> = {
  contests: 'contest reminders',
  replies: 'replies',
};

export function UnsubscribedPage() {
  const [params] = useSearchParams();
  const what = WHAT[params.get('email') ?? ''];
  return (
    <div className="mx-auto max-w-lg">
      <Card className="space-y-3 p-6">
        <h1 className="text-xl font-semibold">{what ? 'Unsubscribed' : 'This link is not valid'}</h1>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {what
            ? `You will no longer get e-mails about ${what}. You still see them under Notifications on the site.`
            : 'Nothing was changed. You can choose which e-mails you get in the notification settings of your profile.'}
        </p>
        <p className="text-sm">
          <Link to="/notifications" className="text-indigo-600 hover:underline dark:text-indigo-400">
            Open your notifications
          </Link>
        </p>
      </Card>
    </div>
  );
}
