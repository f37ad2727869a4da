/**
 * The two fields of a password sign-in, 'Email' (an e-mail or a username) and 'Password', as /login and
 * the admin panel's /admin/auth both show them (with the autocomplete hints password managers read).
 */
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/i18n/use-t';

type Props = {
  identifier: string;
  password: string;
  onIdentifierChange: (value: string) => void;
  onPasswordChange: (value: string) => void;
};

export function CredentialFields({ identifier, password, onIdentifierChange, onPasswordChange }: Props) {
  const t = useT();
  return (
    <>
      <TextField
        label={t('common.credentials.email')}
        name="email"
        autoComplete="username"
        placeholder={t('common.credentials.emailPlaceholder')}
        value={identifier}
        onChange={(event) => onIdentifierChange(event.target.value)}
        required
      />
      <TextField
        label={t('common.credentials.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        required
      />
    </>
  );
}
