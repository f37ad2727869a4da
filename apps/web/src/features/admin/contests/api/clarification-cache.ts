/**
 * What an answer or an announcement refreshes: the contest's clarifications, and the contest and the
 * list, whose counts of questions waiting for an answer change with them.
 */
import { useQueryClient } from '@tanstack/react-query';
import { contestQueryKeys } from './contest-query-keys';

export function useClarificationsChanged(contestId: string): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: contestQueryKeys.clarifications(contestId) }),
      queryClient.invalidateQueries({ queryKey: contestQueryKeys.contest(contestId) }),
      queryClient.invalidateQueries({ queryKey: contestQueryKeys.list }),
    ]);
  };
}
