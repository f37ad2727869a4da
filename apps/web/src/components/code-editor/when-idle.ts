/**
 * Runs `task` once the page has loaded, then stayed `quietMs` without it, and the main thread is idle (at
 * the latest `timeoutMs` after that), so heavy work such as evaluating Monaco does not compete with the
 * page's own start: its first render, its data requests, the user's first reading. Returns a cancel
 * function.
 */
export function whenIdle(task: () => void, { quietMs, timeoutMs }: { quietMs: number; timeoutMs: number }) {
  let cancelled = false;
  let cancelStep = () => {};
  const idle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
      cancelStep = () => window.cancelIdleCallback(handle);
    } else {
      task(); // Safari has no requestIdleCallback: the quiet period stands in for it.
    }
  };
  const afterLoad = () => {
    if (cancelled) return;
    const handle = window.setTimeout(idle, quietMs);
    cancelStep = () => window.clearTimeout(handle);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', afterLoad);
    cancelStep();
  };
}
