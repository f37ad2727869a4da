/**
 * The solve editor's two layouts and the one place their sizes live. From 768 px (Tailwind's `md`) the
 * statement and the editor share the screen side by side (solve-workspace.tsx); below it, a phone gets
 * one view at a time, Problem / Code / Result, with Run and Submit in a bar at the bottom that is always
 * there (phone-workspace.tsx). The solve page's toasts sit where they cover no code and no control
 * (solve-toaster.tsx): over the statement's bottom left on a wide screen, in the free left end of the
 * phone's action bar. VGuy's button sits in the top bar's right end, which both layouts keep free.
 */

/** Matches below Tailwind's `md` breakpoint (48rem), as the `max-md:` classes do. */
export const NARROW_SOLVE_QUERY = '(max-width: 767.98px)';

/** The phone's action bar: its height, its padding and the fixed widths of Run and Submit in it. */
export const ACTION_BAR = { height: 64, padding: 8, gap: 8, run: 80, submit: 96 } as const;

/** A phone's toast: left of Run and Submit in the action bar, as tall as fits in it. */
export const PHONE_TOAST = {
  left: ACTION_BAR.padding,
  bottom: 8,
  /** What the bar keeps for Run and Submit, their gaps and its padding. */
  reservedRight: ACTION_BAR.padding + ACTION_BAR.submit + ACTION_BAR.gap + ACTION_BAR.run + ACTION_BAR.gap,
  maxHeight: ACTION_BAR.height - 16,
} as const;

/**
 * A wide screen's toast: over the statement's bottom left, no wider than the statement at its narrowest
 * (30 % of the width), so it never reaches the editor.
 */
export const WIDE_TOAST = { left: 16, bottom: 16, width: 'min(356px, calc(30vw - 32px))' } as const;

/** A tab bar inside a phone's view: 48 px, each tab at least 44 px tall, as a thumb needs (WCAG 2.5.5). */
export const NARROW_TAB_BAR = 'max-md:h-12 max-md:[&_[role=tab]]:min-h-11';
