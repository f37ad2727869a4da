/**
 * /admin/auth: the panel's sign-in, on its own page without the site's bars. An administrator signs in
 * with their e-mail (or username) and password and goes on to the panel page they asked for; an account
 * that is not an administrator is signed out again at once and told so. An admin already signed in goes
 * straight to the panel.
 */
import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useLogin } from '@/api/login';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FullPageSpinner } from '@/components/ui/spinner';
import { CredentialFields } from '@/components/credential-fields';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session/use-session';
import { redirectStore } from '@/lib/storage';
import { useT } from '@/i18n/use-t';

/** The panel page the admin was sent here from, else the overview. */
function panelTarget(): string {
  const saved = redirectStore.take();
  return saved.startsWith('/admin') ? saved : '/admin';
}

export function AdminSignInPage() {
  const t = useT();
  const session = useSession();
  const navigate = useNavigate();
  const login = useLogin();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Only an admin who arrives signed in is sent on; a sign-in made on this form navigates by itself.
  const [formShown, setFormShown] = useState(false);
  const arrivedAsAdmin = session.status === 'authenticated' && session.user?.role === 'admin';
  if (session.status !== 'loading' && !arrivedAsAdmin && !formShown) setFormShown(true);
  if (session.status === 'loading') return <FullPageSpinner />;
  if (arrivedAsAdmin && !formShown) return <Navigate to={panelTarget()} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !identifier || !password) return;
    setError(null);
    setBusy(true);
    try {
      const { token } = await login.mutateAsync({ email: identifier.trim(), password });
      const user = await session.signIn(token);
      if (user.role !== 'admin') {
        await session.signOut();
        setError(t('admin.signIn.notAnAdmin'));
        return;
      }
      navigate(panelTarget(), { replace: true });
    } catch (caught) {
      setError(
        caught instanceof ApiRequestError && caught.status === 401
          ? t('admin.signIn.invalidCredentials')
          : errorMessage(caught),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 px-4 dark:bg-slate-950">
      <Card className="w-full max-w-sm p-8">
        <h1 className="text-center text-xl font-bold">{t('admin.signIn.title')}</h1>
        <p className="mt-1 mb-6 text-center text-sm text-slate-500 dark:text-slate-400">
          {t('admin.signIn.subtitle')}
        </p>
        <form onSubmit={submit} className="space-y-4" noValidate>
          {error && <Alert tone="error">{error}</Alert>}
          <CredentialFields
            identifier={identifier}
            password={password}
            onIdentifierChange={setIdentifier}
            onPasswordChange={setPassword}
          />
          <Button type="submit" className="w-full" disabled={busy || !identifier || !password}>
            {busy ? t('admin.signIn.busy') : t('admin.signIn.submit')}
          </Button>
        </form>
      </Card>
    </main>
  );
}
