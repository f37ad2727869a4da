/**
 * True once the element is near the viewport (200 px ahead) or the page has gone idle after its load,
 * whichever comes first. The profile's graphs wait for it, so recharts (a chunk of its own, and a long
 * first render) does not run during the page's start unless a graph is on screen.
 */
import { startTransition, useEffect, useState, type RefObject } from 'react';
import { whenIdle } from '@/components/code-editor/when-idle';

export function useShownOrIdle(ref: RefObject<Element | null>): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
    // A transition: React renders the graph in slices between which the page answers input, instead of
    // one long task (recharts' first render is some hundreds of ms at a phone's speed).
    const show = () => startTransition(() => setShown(true));
    const cancelIdle = whenIdle(show, { quietMs: 1000, timeoutMs: 2000 });
    if (typeof IntersectionObserver !== 'function') return cancelIdle;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin: '200px',
    });
    observer.observe(element);
    return () => {
      cancelIdle();
      observer.disconnect();
    };
  }, [ref, shown]);
  return shown;
}
