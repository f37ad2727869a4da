/** What the router shows when a screen throws: headed 'Unexpected Application Error!'. */
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

export function RouteErrorPage() {
  const t = useT();
  const error = useRouteError();
  console.error(error);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold text-red-600">{t('common.routeError.title')}</h1>
      <pre className="max-w-xl overflow-auto rounded-lg bg-slate-100 p-4 text-left text-sm whitespace-pre-wrap dark:bg-slate-900">
        {describe(error)}
      </pre>
      <a href="/" className={buttonClasses('primary')}>
        {t('common.goHome')}
      </a>
    </main>
  );
}
