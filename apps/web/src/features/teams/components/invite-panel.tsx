/**
 * For members: the invite code and the link that opens the join page with it, with a Copy button. The
 * result of copying is said in a polite live region, so a screen reader hears "Copied" too.
 */
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import type { MessageId } from '@/i18n/message-id';
import { inviteLink } from '../team-text';

type CopyState = 'idle' | 'copied' | 'failed';
const COPY_MESSAGES: Record<CopyState, MessageId | null> = {
  idle: null,
  copied: 'teams.invite.copied',
  failed: 'teams.invite.copyFailed',
};
/** How long "Copied" stays before the button reads Copy again. */
const COPIED_FOR_MS = 3000;

export function InvitePanel({ code }: { code: string }) {
  const link = inviteLink(window.location.origin, code);
  const [state, setState] = useState<CopyState>('idle');
  const t = useT();
  const copyMessage = COPY_MESSAGES[state];
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), COPIED_FOR_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setState('copied');
    } catch {
      setState('failed');
    }
  };

  return (
    <section aria-labelledby="invite-heading" className="space-y-3">
      <h2 id="invite-heading" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        {t('teams.invite.title')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('teams.invite.intro')}</p>
      <dl className="space-y-2 text-sm">
        <div>
          <dt className="font-medium text-slate-700 dark:text-slate-300">{t('teams.inviteCode')}</dt>
          <dd
            className="font-mono text-lg tracking-wider text-slate-900 dark:text-slate-100"
            data-testid="invite-code"
          >
            {code}
          </dd>
        </div>
        <div>
          <dt className="font-medium text-slate-700 dark:text-slate-300">{t('teams.invite.link')}</dt>
          <dd className="break-all text-slate-900 dark:text-slate-100" data-testid="invite-link">
            {link}
          </dd>
        </div>
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" className="min-h-11" onClick={() => void copy()}>
          {state === 'copied' ? (
            <Check size={16} aria-hidden="true" />
          ) : (
            <Copy size={16} aria-hidden="true" />
          )}
          {t('teams.invite.copy')}
        </Button>
        <span aria-live="polite" role="status" className="text-sm text-slate-600 dark:text-slate-300">
          {copyMessage && t(copyMessage)}
        </span>
      </div>
    </section>
  );
}
