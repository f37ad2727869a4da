import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useSession } from '@/lib/session/use-session';

export function CallToAction() {
  const { user } = useSession();
  return (
    <section className="bg-indigo-600 px-4 py-16 text-center text-white">
      <h2 className="text-3xl font-bold">Ready to conquer?</h2>
      <p className="mt-2 text-indigo-100">Join thousands of coders sharpening their skills every day.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {user ? (
          <Link to="/dashboard" className={buttonClasses('secondary', 'px-6 py-3')}>
            Go to Dashboard
          </Link>
        ) : (
          <>
            <Link to="/signup" className={buttonClasses('secondary', 'px-6 py-3')}>
              Get Started
            </Link>
            <Link
              to="/signup"
              className="rounded-lg border border-white/60 px-6 py-3 text-sm font-medium hover:bg-white/10"
            >
              Sign Up Free
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
