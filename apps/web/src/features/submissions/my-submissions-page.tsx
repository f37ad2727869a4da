/**
 * My Submissions (SPEC §2): the signed-in user's submissions, 20 per page. Submissions come with the judge
 * and problem issues; until then the list is empty.
 */
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useSession } from '@/lib/session/use-session';

export function MySubmissionsPage() {
  const { user } = useSession();
  if (!user) return <EmptyState title="Please log in">Sign in to see your submissions.</EmptyState>;
  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title="My Submissions" subtitle="Every solution you have submitted." />
      <EmptyState title="No submissions yet">
        <Link to="/problems" className="text-indigo-600 hover:underline">
          Pick a problem and submit your first solution
        </Link>
      </EmptyState>
    </div>
  );
}
