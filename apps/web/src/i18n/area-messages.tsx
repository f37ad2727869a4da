/**
 * The messages of an area downloaded with its screens (i18n/catalogues.ts), added to the app's for what
 * it wraps: the admin panel's screens are wrapped in `<AreaMessages area="admin">`. While the area's
 * messages download (a language switch made elsewhere, or a screen opened before its route preloaded
 * them), a spinner shows instead of message ids.
 */
import { DEFAULT_LOCALE } from '@codeconquer/contracts/locales';
import { Suspense, use, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { FullPageSpinner } from '@/components/ui/spinner';
import { loadArea } from './catalogues';
import type { AreaId } from './message-id';
import { useLocale } from './use-t';

function WithArea({ area, children }: { area: AreaId; children: ReactNode }) {
  const { locale } = useLocale();
  const extra = use(loadArea(locale, area));
  const { messages } = useIntl();
  // The catalogues are precompiled at build time (build/precompiled-messages.ts), the area's as the core's.
  const merged = useMemo(() => ({ ...messages, ...extra }) as Record<string, string>, [messages, extra]);
  return (
    <IntlProvider locale={locale} defaultLocale={DEFAULT_LOCALE} messages={merged}>
      {children}
    </IntlProvider>
  );
}

export function AreaMessages({ area, children }: { area: AreaId; children: ReactNode }) {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <WithArea area={area}>{children}</WithArea>
    </Suspense>
  );
}
