import { EmptyState } from '@/components/ui/empty-state';

export function ProblemNotFound() {
  return <EmptyState title="Problem not found" link={{ to: '/problems', label: 'Back to problems' }} />;
}
