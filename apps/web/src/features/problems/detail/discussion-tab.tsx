import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';

export function DiscussionTab({ signedIn }: { signedIn: boolean }) {
  if (!signedIn)
    return (
      <EmptyState title="Sign in to join the discussion">
        <Link to="/login" className="text-indigo-600 hover:underline">
          Sign In
        </Link>
      </EmptyState>
    );
  return <EmptyState title="No discussions yet. Be the first to start a discussion!" />;
}
