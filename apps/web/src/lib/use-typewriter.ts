/**
 * Types `texts` out one after the other at 8 ms per character, restarting when they change.
 * Visitors who ask for reduced motion get the whole text at once; `finish` shows the rest immediately.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { charactersAt, totalLength, TYPEWRITER_MS_PER_CHAR, visibleTexts } from './typewriter';

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export type Typewriter = { visible: string[]; typing: boolean; finish: () => void };

export function useTypewriter(texts: readonly string[], msPerChar = TYPEWRITER_MS_PER_CHAR): Typewriter {
  // The texts' content, not the array's identity, decides when typing starts again.
  const signature = `${texts.length}\u0000${texts.join('\u0000')}`;
  const total = totalLength(texts);
  const [progress, setProgress] = useState({ signature, shown: 0 });
  const shown = progress.signature === signature ? progress.shown : 0;
  const finished = useRef(false);

  useEffect(() => {
    finished.current = false;
    const start = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      if (finished.current) return;
      const next = prefersReducedMotion() ? total : charactersAt(now - start, total, msPerChar);
      setProgress({ signature, shown: next });
      if (next < total) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [signature, total, msPerChar]);

  const finish = useCallback(() => {
    finished.current = true;
    setProgress({ signature, shown: total });
  }, [signature, total]);

  return { visible: visibleTexts(texts, shown), typing: shown < total, finish };
}
