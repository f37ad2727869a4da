/**
 * The solve page's toasts (5 s). The app's toaster sits top centre, where it would
 * cover the language select and the save status; these sit top right, just under the editor's toolbar
 * (the slim top bar and the toolbar are 48 px each), over the editor's margin rather than any control.
 */
import { Toaster } from 'sonner';
import { useTheme } from '@/lib/theme/use-theme';
import { SOLVE_TOASTER_ID } from './submit-messages';

const BELOW_TOOLBAR = { top: 48 + 48 + 8, right: 16 };

export function SolveToaster() {
  const { theme } = useTheme();
  return (
    <Toaster
      id={SOLVE_TOASTER_ID}
      position="top-right"
      offset={BELOW_TOOLBAR}
      mobileOffset={BELOW_TOOLBAR}
      richColors
      theme={theme}
    />
  );
}
