/**
 * Route guards (docs/product.md#guards-and-redirects): protected routes wait for the session, then send
 * guests to /login after saving where they were going; /login and /signup send signed-in users to /dashboard.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/use-t';
import { useSession } from '@/lib/session/use-session';
import { redirectStore } from '@/lib/storage';

/**
 * Saves the path only for a visitor who arrives signed out. When the user this guard was showing signs
 * out, the page they leave is not a place to come back to: the login screen then offers no redirect.
 */
export function RequireAuth({
  children,
  signInPath = '/login',
}: {
  children?: ReactNode;
  /** Where a guest is sent: the admin panel has its own sign-in page. */
  signInPath?: string;
}) {
  const { status } = useSession();
  const location = useLocation();
  const target = `${location.pathname}${location.search}`;
  const [shownToUser, setShownToUser] = useState(status === 'authenticated');
  if (status === 'authenticated' && !shownToUser) setShownToUser(true);
  const signedOutHere = shownToUser && status === 'anonymous';
  const shouldSave = status === 'anonymous' && !signedOutHere;
  useEffect(() => {
    if (shouldSave) redirectStore.save(target);
  }, [shouldSave, target]);
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'anonymous')
    return <Navigate to={signInPath} replace state={signedOutHere ? undefined : { from: target }} />;
  return children ?? <Outlet />;
}

/**
 * For /login and /signup. Only a visitor who arrives signed in is sent on; once the page has shown its
 * form, a sign-in that happens on it navigates by itself (to the saved path), so this guard steps aside.
 */
export function RedirectIfAuthenticated({ children }: { children?: ReactNode }) {
  const { status } = useSession();
  const [formShown, setFormShown] = useState(false);
  if (status === 'anonymous' && !formShown) setFormShown(true);
  if (status === 'loading') return <FullPageSpinner />;
  if (status === 'authenticated' && !formShown) return <Navigate to="/dashboard" replace />;
  return children ?? <Outlet />;
}

export function RequireAdmin({ children }: { children?: ReactNode }) {
  const t = useT();
  const { user } = useSession();
  return (
    <RequireAuth signInPath="/admin/auth">
      {user?.role === 'admin' ? (
        (children ?? <Outlet />)
      ) : (
        <EmptyState title={t('common.adminsOnly.title')}>{t('common.adminsOnly.body')}</EmptyState>
      )}
    </RequireAuth>
  );
}

/**
 * /dashboard. A session is never taken from the address: `?token=…` signed whoever opened such a link in
 * to the link-maker's account (login CSRF) and left the token in history and Referer. Such a parameter is
 * only dropped from the address (and so from this history entry); sign-ins that end in a redirect hand
 * over by a one-time code (features/auth/pages/auth-callback-page.tsx).
 */
export function DashboardGate() {
  const [searchParams, setSearchParams] = useSearchParams();
  const carriesToken = searchParams.has('token');
  useEffect(() => {
    if (!carriesToken) return;
    setSearchParams(
      (params) => {
        params.delete('token');
        return params;
      },
      { replace: true },
    );
  }, [carriesToken, setSearchParams]);
  return <RequireAuth />;
}
