/**
 * The solve page's toasts (5 s), placed where they cover no code and no control (solve-layout.ts): on a
 * wide screen over the statement's bottom left, on a phone in the free left end of the action bar, one at
 * a time (a stack would rise over the editor). The app's toaster sits top centre, over the editor's toolbar.
 */
import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { useT } from '@/i18n/use-t';
import { useMediaQuery } from '@/lib/use-media-query';
import { useTheme } from '@/lib/theme/use-theme';
import { NARROW_SOLVE_QUERY, PHONE_TOAST, WIDE_TOAST } from './solve-layout';
import { SOLVE_TOASTER_ID } from './submit-messages';

const PHONE_OFFSET = { bottom: PHONE_TOAST.bottom, left: PHONE_TOAST.left };
const WIDE_OFFSET = { bottom: WIDE_TOAST.bottom, left: WIDE_TOAST.left };

export function SolveToaster() {
  const t = useT();
  const { theme } = useTheme();
  const narrow = useMediaQuery(NARROW_SOLVE_QUERY);
  const offset = narrow ? PHONE_OFFSET : WIDE_OFFSET;
  return (
    <Toaster
      id={SOLVE_TOASTER_ID}
      position="bottom-left"
      offset={offset}
      mobileOffset={offset}
      visibleToasts={narrow ? 1 : 3}
      // index.css keeps sonner's own phone rule from stretching it over Run and Submit.
      className={narrow ? 'solve-toaster-narrow' : undefined}
      style={
        {
          '--width': narrow
            ? `calc(100vw - ${PHONE_TOAST.left + PHONE_TOAST.reservedRight}px)`
            : WIDE_TOAST.width,
        } as CSSProperties
      }
      toastOptions={
        narrow
          ? {
              style: {
                padding: '6px 10px',
                fontSize: 12,
                maxHeight: PHONE_TOAST.maxHeight,
                overflow: 'hidden',
              },
            }
          : undefined
      }
      richColors
      theme={theme}
      // Its own name: two landmarks both called "Notifications" could not be told apart.
      containerAriaLabel={t('problems.solve.toasts')}
    />
  );
}
