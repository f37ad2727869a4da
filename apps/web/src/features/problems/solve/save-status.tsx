/** A quiet note beside the language: whether the server has the code yet. */
import { Check, CloudOff, Loader2 } from 'lucide-react';
import { useT } from '@/i18n/use-t';
import type { DraftSyncStatus } from './drafts/draft-sync';

export function SaveStatus({ status }: { status: DraftSyncStatus }) {
  const t = useT();
  return (
    <span
      data-testid="draft-status"
      aria-live="polite"
      className="flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400"
    >
      {(status === 'pending' || status === 'saving') && (
        <>
          <Loader2 size={12} className="animate-spin" aria-hidden="true" /> {t('problems.save.saving')}
        </>
      )}
      {status === 'saved' && (
        <>
          <Check size={12} aria-hidden="true" /> {t('problems.save.saved')}
        </>
      )}
      {status === 'error' && (
        <span className="flex items-center gap-1" title={t('problems.save.offlineTitle')}>
          <CloudOff size={12} aria-hidden="true" /> {t('problems.save.offline')}
        </span>
      )}
    </span>
  );
}
