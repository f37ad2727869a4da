/** Everything the screens rely on: query cache, theme, session, interface language, toasts, and the periodic storage purge. */
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Toaster } from 'sonner';
import { I18nProvider } from '@/i18n/i18n-provider';
import { useT } from '@/i18n/use-t';
import { queryClient } from '@/lib/query-client';
import { SessionProvider } from '@/lib/session/session-provider';
import { PURGE_INTERVAL_MS, purgeExpiredEntries } from '@/lib/storage';
import { ThemeProvider } from '@/lib/theme/theme-provider';
import { useTheme } from '@/lib/theme/use-theme';

/** Drafts the server lacks are sent before signing out clears them (loaded then: the main chunk stays small). */
async function beforeSignOut(userId: string): Promise<void> {
  const { pushUnsyncedDrafts } = await import('@/features/problems/solve/drafts/push-unsynced-drafts');
  await pushUnsyncedDrafts(userId);
}

function ThemedToaster() {
  const { theme } = useTheme();
  const t = useT();
  return <Toaster position="top-center" richColors theme={theme} containerAriaLabel={t('layout.toasts')} />;
}

export function Providers({ children }: { children: ReactNode }) {
  useEffect(() => {
    purgeExpiredEntries();
    const timer = window.setInterval(() => purgeExpiredEntries(), PURGE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <SessionProvider beforeSignOut={beforeSignOut}>
          <I18nProvider>
            {children}
            <ThemedToaster />
          </I18nProvider>
        </SessionProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
