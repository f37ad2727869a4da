/**
 * Six single-digit boxes (docs/product.md#verify-otp): typing moves forward, Backspace on an empty box moves
 * back, pasting a code fills every box.
 */
import { OTP_LENGTH } from '@codeconquer/contracts';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useT } from '@/i18n/use-t';

type OtpInputProps = { digits: string[]; onChange: (digits: string[]) => void; disabled?: boolean };

export function emptyOtp(): string[] {
  return Array.from({ length: OTP_LENGTH }, () => '');
}

export function OtpInput({ digits, onChange, disabled }: OtpInputProps) {
  const t = useT();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  const setDigit = (index: number, raw: string) => {
    const digit = raw.replace(/\D/g, '').slice(-1);
    const next = [...digits];
    next[index] = digit;
    onChange(next);
    if (digit && index < OTP_LENGTH - 1) focus(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      const next = [...digits];
      next[index - 1] = '';
      onChange(next);
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') focus(index - 1);
    else if (event.key === 'ArrowRight') focus(index + 1);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, OTP_LENGTH);
    if (!pasted) return;
    event.preventDefault();
    const next = emptyOtp().map((_, index) => pasted[index] ?? '');
    onChange(next);
    focus(pasted.length >= OTP_LENGTH ? OTP_LENGTH - 1 : pasted.length);
  };

  return (
    <div className="flex justify-center gap-2" role="group" aria-label={t('auth.otp.group')}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          value={digit}
          onChange={(event) => setDigit(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={1}
          disabled={disabled}
          aria-label={t('auth.otp.digit', { position: index + 1 })}
          autoFocus={index === 0}
          className="h-12 w-11 rounded-lg border border-slate-300 bg-white text-center text-xl font-semibold text-slate-900 focus:border-indigo-500 focus:outline-none focus:ring-2 focus:ring-indigo-500/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
        />
      ))}
    </div>
  );
}
