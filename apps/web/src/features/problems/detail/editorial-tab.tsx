/**
 * The problem page's Editorial tab (docs/product.md#editorials). What it shows follows the server's
 * answer: the editorial; 'no editorial yet'; a sign-in prompt for guests; the contest that holds the
 * problem; or, for someone who has not solved it, its price, their balance and an Unlock button that asks
 * first (as hints do), after which the editorial shows and the top bar's balance follows.
 */
import { Coins, Lock } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { useEditorial } from '../api/get-editorial';
import { useUnlockEditorial } from '../api/unlock-editorial';
import { EditorialView } from './editorial-view';
import { UnlockEditorialDialog } from './unlock-editorial-dialog';

export function EditorialTab({ problemId }: { problemId: string }) {
  const t = useT();
  const { user } = useSession();
  const editorial = useEditorial(problemId, user?.id);
  if (editorial.isPending) return <Spinner className="mx-auto h-6 w-6" />;
  if (editorial.isError)
    return <Alert tone="error">{errorMessage(editorial.error, t('problems.editorial.loadFailed'))}</Alert>;
  const answer = editorial.data;
  switch (answer.state) {
    case 'open':
      return <EditorialView editorial={answer.editorial} />;
    case 'none':
      return <EmptyState title={t('problems.editorial.none')} />;
    case 'sign-in':
      return (
        <EmptyState
          title={t('problems.editorial.signIn')}
          link={{ to: '/login', label: t('problems.signIn') }}
        />
      );
    case 'contest':
      return <EmptyState title={t('problems.editorial.closed')}>{answer.message}</EmptyState>;
    case 'locked':
      return user ? <LockedEditorial problemId={problemId} userId={user.id} price={answer.price} /> : null;
  }
}

function LockedEditorial({ problemId, userId, price }: { problemId: string; userId: string; price: number }) {
  const t = useT();
  const { user, setUser } = useSession();
  const tokens = user?.tokens ?? 0;
  const [asking, setAsking] = useState(false);
  const unlock = useUnlockEditorial(problemId, userId, (balance) => {
    if (user) setUser({ ...user, tokens: balance });
  });
  const affordable = tokens >= price;
  return (
    <div className="mx-auto max-w-md space-y-4 rounded-xl border border-dashed border-slate-300 p-6 text-center dark:border-slate-700">
      <Lock size={24} className="mx-auto text-slate-400" aria-hidden="true" />
      <p className="font-medium text-slate-700 dark:text-slate-200">{t('problems.editorial.lockedTitle')}</p>
      <p className="flex items-center justify-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <Coins size={16} className="shrink-0 text-amber-500" aria-hidden="true" />
        <span>
          {t.rich('problems.editorial.price', {
            count: price,
            tokens,
            strong: (chunks) => <strong>{chunks}</strong>,
            balance: (chunks) => <strong data-testid="editorial-token-balance">{chunks}</strong>,
          })}
        </span>
      </p>
      {unlock.isError && (
        <Alert tone="error">{errorMessage(unlock.error, t('problems.editorial.unlockFailed'))}</Alert>
      )}
      <Button
        className="min-h-11"
        disabled={!affordable}
        onClick={() => {
          unlock.reset();
          setAsking(true);
        }}
      >
        {t('problems.editorial.unlockFor', { count: price })}
      </Button>
      {!affordable && (
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t('problems.editorial.needMore', { missing: price - tokens })}
        </p>
      )}
      <UnlockEditorialDialog
        open={asking}
        price={price}
        tokens={tokens}
        unlocking={unlock.isPending}
        onConfirm={() => unlock.mutate(undefined, { onSettled: () => setAsking(false) })}
        onClose={() => setAsking(false)}
      />
    </div>
  );
}
