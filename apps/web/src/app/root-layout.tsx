/** Around every screen: the screen itself and the VGuy chat, which keeps its talk across pages. */
import { Outlet } from 'react-router';
import { VGuyDockProvider } from '@/components/vguy-dock';
import { VGuyWidget } from '@/features/vguy/vguy-widget';

export function RootLayout() {
  return (
    <VGuyDockProvider>
      <Outlet />
      <VGuyWidget />
    </VGuyDockProvider>
  );
}
