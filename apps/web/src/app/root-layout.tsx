/** Around every screen: the screen itself and the VGuy chat, which keeps its talk across pages. */
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { VGuyDockProvider } from '@/components/vguy-dock';
import { VGuyWidget } from '@/features/vguy/vguy-widget';

export function RootLayout() {
  // This renders once the first screen's code is in, when index.html's boot shell is already hidden
  // (its CSS): it goes from the page too, so that its copy of a problem's statement (the server's first
  // paint) is not a second copy in the page's text.
  useEffect(() => document.getElementById('boot-shell')?.remove(), []);
  return (
    <VGuyDockProvider>
      <Outlet />
      <VGuyWidget />
    </VGuyDockProvider>
  );
}
