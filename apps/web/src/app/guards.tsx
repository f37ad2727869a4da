/**
 * Route guards (docs/product.md#guards-and-redirects): protected routes wait for the session, then send
 * guests to /login after saving where they were going; /login and /signup send signed-in users to /dashboard.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { FullPageSpinner } from '@/components/ui/spinner';
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
  const { user } = useSession();
  return (
    <RequireAuth signInPath="/admin/auth">
      {user?.role === 'admin' ? (
        (children ?? <Outlet />)
      ) : (
        <EmptyState title="Admins only">This area is for administrators of CodeConquer.</EmptyState>
      )}
    </RequireAuth>
  );
}

/**
 * /dashboard?token=…: a token handed over in the URL is stored and verified before the dashboard shows;
 * if verification fails the user is cleared and sent to /login.
 */
export function DashboardGate() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { signIn, clear } = useSession();
  const navigate = useNavigate();
  const [handingOver, setHandingOver] = useState(Boolean(token));
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    signIn(token)
      .then(() => {
        setHandingOver(false);
        navigate('/dashboard', { replace: true });
      })
      .catch(() => {
        clear();
        navigate('/login', { replace: true });
      });
  }, [token, signIn, clear, navigate]);

  if (handingOver) return <FullPageSpinner />;
  return <RequireAuth />;
}
