import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/use-t';

/** The centred card every sign-in screen sits in: the page's main landmark (it has no top bar). */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-br from-indigo-50 to-slate-100 px-4 py-10 dark:from-slate-950 dark:to-slate-900">
      <Card className="w-full max-w-md p-8">
        <Link
          to="/"
          className="mb-6 flex min-h-11 items-center justify-center text-lg font-bold text-indigo-600 dark:text-indigo-400 sm:block sm:min-h-0"
        >
          CodeConquer
        </Link>
        <h1 className="text-center text-2xl font-bold text-slate-900 dark:text-slate-100">{title}</h1>
        {subtitle && (
          <p className="mt-1 text-center text-sm text-slate-500 dark:text-slate-400">{subtitle}</p>
        )}
        <div className="mt-6">{children}</div>
      </Card>
    </main>
  );
}

export function Divider() {
  const t = useT();
  return (
    <div className="my-6 flex items-center gap-3 text-xs uppercase text-slate-500 dark:text-slate-400">
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      {t('auth.or')}
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
    </div>
  );
}
