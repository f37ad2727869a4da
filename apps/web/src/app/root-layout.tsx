/** Around every screen: the screen itself and the floating VGuy chat, which keeps its talk across pages. */
import { Outlet } from 'react-router';
import { VGuyWidget } from '@/features/vguy/vguy-widget';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <VGuyWidget />
    </>
  );
}
