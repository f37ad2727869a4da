/**
 * Whether a CSS media query matches now, following changes (a rotated phone, a resized window). For
 * layouts that differ in structure, not just in style, below a width: the solve editor's phone layout
 * (features/problems/solve/solve-layout.ts), and any page whose floating pieces must move on a phone.
 */
import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
