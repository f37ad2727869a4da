/**
 * Join / Register. Guests are sent to /login with /contests remembered. Contest participation
 * (a server call and stored registrations) lands with a later issue; until then a signed-in user's choice
 * is only a toast and this button's local state.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useSession } from '@/lib/session/use-session';
import { redirectStore } from '@/lib/storage';
import type { Contest } from './contests-data';

export function ContestAction({ contest }: { contest: Contest }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  if (contest.status === 'Ended') return null;
  const running = contest.status === 'Running';

  if (!user) {
    return (
      <Button
        onClick={() => {
          redirectStore.save('/contests');
          navigate('/login');
        }}
      >
        {running ? 'Login to Join' : 'Login to Register'}
      </Button>
    );
  }
  const act = () => {
    setDone(true);
    toast.success(running ? `Joined ${contest.title}` : `Registered for ${contest.title}`);
  };
  return (
    <Button onClick={act} disabled={done}>
      {running ? (done ? 'Joined' : 'Join Contest') : done ? 'Registered' : 'Register'}
    </Button>
  );
}
