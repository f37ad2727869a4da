/** Guests pressing 'Login to Solve' choose: sign in, create an account, or keep browsing. */
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useT } from '@/i18n/use-t';
import { redirectStore } from '@/lib/storage';

type Props = { open: boolean; onClose: () => void; target: string };

export function LoginToSolveDialog({ open, onClose, target }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const go = (path: '/login' | '/signup') => {
    redirectStore.save(target);
    navigate(path, { state: { from: target } });
  };
  return (
    <Dialog open={open} onClose={onClose} title={t('problems.loginToSolve.title')}>
      <p className="mb-5 text-sm text-slate-600 dark:text-slate-300">{t('problems.loginToSolve.text')}</p>
      <div className="flex flex-col gap-2">
        <Button onClick={() => go('/login')}>{t('problems.signIn')}</Button>
        <Button variant="secondary" onClick={() => go('/signup')}>
          {t('problems.loginToSolve.createAccount')}
        </Button>
        <Button variant="ghost" onClick={onClose}>
          {t('problems.loginToSolve.continue')}
        </Button>
      </div>
    </Dialog>
  );
}
