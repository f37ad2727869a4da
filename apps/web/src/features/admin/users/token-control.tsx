/** Grant or take tokens: a whole number, then Grant or Take; the field clears once the change is made. */
import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { inputClasses } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';
import { parseTokenAmount } from './token-amount';
import type { UserChange } from './use-user-change';

export function TokenControl({ change }: { change: UserChange }) {
  const t = useT();
  const [text, setText] = useState('');
  const inputId = useId();
  const hintId = useId();
  const parsed = parseTokenAmount(t, text);
  const amount = 'amount' in parsed ? parsed.amount : null;
  const waiting = change.pending !== undefined;
  const pendingDelta = change.pending?.tokensDelta;

  const send = async (delta: number) => {
    if (await change.apply({ tokensDelta: delta })) setText('');
  };

  return (
    <div className="space-y-1">
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('admin.users.tokens')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          className={`${inputClasses} flex-1`}
          placeholder={t('admin.users.tokens.amount')}
          value={text}
          aria-describedby={hintId}
          onChange={(event) => setText(event.target.value)}
        />
        <BusyButton
          icon={Plus}
          busy={pendingDelta !== undefined && pendingDelta > 0}
          disabled={waiting || amount === null}
          onClick={() => amount !== null && void send(amount)}
        >
          {t('admin.users.tokens.grant')}
        </BusyButton>
        <BusyButton
          variant="secondary"
          icon={Minus}
          busy={pendingDelta !== undefined && pendingDelta < 0}
          disabled={waiting || amount === null}
          onClick={() => amount !== null && void send(-amount)}
        >
          {t('admin.users.tokens.take')}
        </BusyButton>
      </div>
      <p id={hintId} className="text-xs text-slate-500 dark:text-slate-400">
        {text !== '' && 'error' in parsed ? parsed.error : t('admin.users.tokens.hint')}
      </p>
    </div>
  );
}
