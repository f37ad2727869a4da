import { EmptyState } from '@/components/ui/empty-state';

export function DiscussionTab({ signedIn }: { signedIn: boolean }) {
  if (!signedIn)
    return <EmptyState title="Sign in to join the discussion" link={{ to: '/login', label: 'Sign In' }} />;
  return <EmptyState title="No discussions yet. Be the first to start a discussion!" />;
}
