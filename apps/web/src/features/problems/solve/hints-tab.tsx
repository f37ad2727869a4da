/**
 * The Hints tab: the setter's hint and an AI hint, each revealed for tokens (as many as the site's
 * settings say) after a confirmation. Revealed hints come back from the server; the balance in the top bar
 * follows at once.
 */
import type { LanguageId, Problem } from '@codeconquer/contracts';
import { Coins } from 'lucide-react';
import { useState } from 'react';
import { usePublicSettings } from '@/api/site-settings';
import { Alert } from '@/components/ui/alert';
import { useT } from '@/i18n/use-t';
import { errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { useRevealedHints } from '../api/get-revealed-hints';
import { useRevealHint } from '../api/reveal-hint';
import { HintCard } from './hint-card';
import { hintLock, hintSpecs } from './hint-rules';
import { RevealHintDialog } from './reveal-hint-dialog';

type Props = {
  problem: Pick<Problem, 'id' | 'hasStaticHint'>;
  userId: string;
  /** The editor's code this instant (hint 2 reads it). */
  currentCode: () => { code: string; language: LanguageId };
};

export function HintsTab({ problem, userId, currentCode }: Props) {
  const t = useT();
  const { user, setUser } = useSession();
  const tokens = user?.tokens ?? 0;
  const hints = hintSpecs(usePublicSettings().hintCosts, t);
  const revealed = useRevealedHints(problem.id, userId);
  const reveal = useRevealHint(userId, (balance) => {
    if (user) setUser({ ...user, tokens: balance });
  });
  // The hint's number, not its spec: the dialog shows the cost as the settings give it now.
  const [askingNumber, setAskingNumber] = useState<1 | 2 | null>(null);
  const asking = hints.find((hint) => hint.number === askingNumber) ?? null;

  const confirm = () => {
    if (!asking) return;
    const code = asking.number === 2 ? currentCode() : {};
    reveal.mutate(
      { problemId: problem.id, hintNumber: asking.number, ...code },
      { onSettled: () => setAskingNumber(null) },
    );
  };

  return (
    <div className="space-y-4">
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <Coins size={16} className="shrink-0 text-amber-500" aria-hidden="true" />
        <span>
          {t.rich('problems.hints.balance', {
            tokens,
            balance: (chunks) => <strong data-testid="hint-token-balance">{chunks}</strong>,
          })}
        </span>
      </p>
      {revealed.isError && (
        <Alert tone="error">{errorMessage(revealed.error, t('problems.hints.failed'))}</Alert>
      )}
      {reveal.isError && <Alert tone="error">{errorMessage(reveal.error, t('problems.hints.failed'))}</Alert>}
      {hints.map((hint) => (
        <HintCard
          key={hint.number}
          hint={hint}
          text={revealed.data?.find((entry) => entry.hintNumber === hint.number)?.hintText}
          lock={hintLock(hint, { tokens, hasStaticHint: problem.hasStaticHint }, t)}
          ready={revealed.isSuccess}
          onReveal={() => {
            reveal.reset();
            setAskingNumber(hint.number);
          }}
        />
      ))}
      <RevealHintDialog
        hint={asking}
        tokens={tokens}
        revealing={reveal.isPending}
        onConfirm={confirm}
        onClose={() => setAskingNumber(null)}
      />
    </div>
  );
}
