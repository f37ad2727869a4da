/** The guest's "Sign In" and "Sign Up" pair of the top bars (the app's and the landing page's). */
import { Link } from 'react-router';
import { buttonClasses } from './button';

export function GuestAuthLinks({ compact = false }: { compact?: boolean }) {
  const size = compact ? 'px-3 py-1.5' : undefined;
  return (
    <>
      <Link to="/login" className={buttonClasses('ghost', size)}>
        Sign In
      </Link>
      <Link to="/signup" className={buttonClasses('primary', size)}>
        Sign Up
      </Link>
    </>
  );
}
