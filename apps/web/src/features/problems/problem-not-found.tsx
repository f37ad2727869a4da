import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';

export function ProblemNotFound() {
  return (
    <EmptyState title="Problem not found">
      <Link to="/problems" className="text-indigo-600 hover:underline">
        Back to problems
      </Link>
    </EmptyState>
  );
}
