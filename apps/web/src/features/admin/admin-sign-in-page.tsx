/** /admin/auth: admins sign in with their account, then return to the panel. */
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { redirectStore } from '@/lib/storage';

export function AdminSignInPage() {
  return (
    <div className="flex min-h-screen items-center justify-center px-4">
      <Card className="w-full max-w-sm space-y-4 p-8 text-center">
        <h1 className="text-xl font-bold">Admin Sign In</h1>
        <p className="text-sm text-slate-500">Sign in with an administrator account to open the panel.</p>
        <Link
          to="/login"
          onClick={() => redirectStore.save('/admin')}
          className={buttonClasses('primary', 'w-full')}
        >
          Sign In
        </Link>
      </Card>
    </div>
  );
}
