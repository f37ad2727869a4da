/** What a guest sees in place of the discussion's forms: the way to sign in or to make an account. */
import { Link } from 'react-router';
import { useT } from '@/i18n/use-t';

export function SignInPrompt({ message }: { message?: string }) {
  const t = useT();
  const link = 'font-medium text-indigo-600 hover:underline dark:text-indigo-400';
  return (
    <p
      data-testid="discussion-sign-in"
      className="rounded-lg border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300"
    >
      {message ?? t('problems.discussion.signIn.message')}{' '}
      {t.rich('problems.discussion.signIn.links', {
        login: (chunks) => (
          <Link to="/login" className={link}>
            {chunks}
          </Link>
        ),
        signup: (chunks) => (
          <Link to="/signup" className={link}>
            {chunks}
          </Link>
        ),
      })}
    </p>
  );
}
