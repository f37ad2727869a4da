/** What a guest sees in place of the discussion's forms: the way to sign in or to make an account. */
import { Link } from 'react-router';

export function SignInPrompt({ message = 'Sign in to join the discussion.' }: { message?: string }) {
  const link = 'font-medium text-indigo-600 hover:underline dark:text-indigo-400';
  return (
    <p
      data-testid="discussion-sign-in"
      className="rounded-lg border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300"
    >
      {message}{' '}
      <Link to="/login" className={link}>
        Sign In
      </Link>{' '}
      or{' '}
      <Link to="/signup" className={link}>
        Sign Up
      </Link>
      .
    </p>
  );
}
