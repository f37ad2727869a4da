/**
 * Opening the solve editor: signed-in users go straight there; guests have the target saved as the
 * redirect and are sent to /login with it in the navigation state.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/lib/session/use-session';
import { redirectStore } from '@/lib/storage';

export function solvePath(problemId: string): string {
  return `/problems/solve/${encodeURIComponent(problemId)}`;
}

export function useSolveNavigation() {
  const { user } = useSession();
  const navigate = useNavigate();
  return useCallback(
    (problemId: string) => {
      const target = solvePath(problemId);
      if (user) {
        navigate(target);
        return;
      }
      redirectStore.save(target);
      navigate('/login', { state: { from: target } });
    },
    [user, navigate],
  );
}
