/**
 * Starts the browser's internationalisation data (ICU) on a worker thread while the page's scripts download.
 * The first `Intl` call of a page costs 22–70 ms of one task on our 2-core test machine (90–280 ms under
 * Lighthouse's 4× slowdown), whichever formatter comes first: in the app that was react-intl's provider, in
 * the middle of the first render. Chromium keeps that data for the whole renderer process, so a worker that
 * makes the same calls first leaves the main thread's first call at under a millisecond (measured:
 * `createIntl` 22–37 ms → 0.4–1.4 ms) and the work happens on another core, outside the page's tasks
 * (docs/delivery.md, First paint). Where a worker cannot start (an old browser, a stricter policy), the
 * main thread pays as before: nothing else depends on this.
 */
const WARM_UP = (locale: string) => `
  const locale = ${JSON.stringify(locale)};
  Intl.NumberFormat.supportedLocalesOf(locale);
  Intl.DateTimeFormat.supportedLocalesOf(locale);
  new Intl.PluralRules(locale).select(1);
  new Intl.NumberFormat(locale).format(1234.5);
  new Intl.DateTimeFormat(locale).format(0);
  postMessage('done');
`;

export function warmIntlOffMainThread(locale: string): void {
  if (typeof Worker === 'undefined' || typeof Blob === 'undefined') return;
  const url = URL.createObjectURL(new Blob([WARM_UP(locale)], { type: 'text/javascript' }));
  try {
    const worker = new Worker(url);
    const done = () => {
      worker.terminate();
      URL.revokeObjectURL(url);
    };
    worker.onmessage = done;
    worker.onerror = done;
  } catch {
    // Refused (a policy without blob: workers) or unsupported: the first Intl call warms it instead.
    URL.revokeObjectURL(url);
  }
}
