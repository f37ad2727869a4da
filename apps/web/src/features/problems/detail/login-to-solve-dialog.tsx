/** Guests pressing 'Login to Solve' choose: sign in, create an account, or keep browsing. */
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { redirectStore } from '@/lib/storage';

type Props = { open: boolean; onClose: () => void; target: string };

export function LoginToSolveDialog({ open, onClose, target }: Props) {
  const navigate = useNavigate();
  const go = (path: '/login' | '/signup') => {
    redirectStore.save(target);
    navigate(path, { state: { from: target } });
  };
  return (
    <Dialog open={open} onClose={onClose} title="Sign in to solve">
      <p className="mb-5 text-sm text-slate-600 dark:text-slate-300">
        Sign in or create a free account to write, run and submit your solution. You'll come right back to
        this problem.
      </p>
      <div className="flex flex-col gap-2">
        <Button onClick={() => go('/login')}>Sign In</Button>
        <Button variant="secondary" onClick={() => go('/signup')}>
          Create Account
        </Button>
        <Button variant="ghost" onClick={onClose}>
          Continue Browsing
        </Button>
      </div>
    </Dialog>
  );
}
