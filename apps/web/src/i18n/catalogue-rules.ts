/**
 * What catalogue.test.ts lets through. Kept apart so the rules are read (and argued) in one place.
 */

/** Names and symbols that read the same in every language the app ships: brands, languages, units. */
const NAMES = new Set([
  'CodeConquer',
  'VGuy',
  'C',
  'C++',
  'Java',
  'Python',
  'PyPy',
  'GitHub',
  'LinkedIn',
  'Twitter',
  'X',
  'Google',
  'KaTeX',
  'Markdown',
  'Elo-MMR',
  'ICPC',
  'IOI',
  'OK',
  'ms',
  's',
  'KB',
  'MB',
  'KiB',
  'MiB',
]);

/** A translation may equal the English text only when it is one of these. */
export const SAME_IN_EVERY_LANGUAGE: ReadonlySet<string> = NAMES;

/** Text that is no prose: no word of two letters (numbers, punctuation, symbols), or a name above. */
export function isNotProse(text: string): boolean {
  return !/\p{L}{2}/u.test(text) || NAMES.has(text);
}

/**
 * Files whose text has not moved to the catalogues yet. This list only shrinks (the test fails when a
 * listed file no longer needs to be on it); issue 28 is done when it is empty.
 */
export const PENDING_FILES: ReadonlySet<string> = new Set<string>([
  'app/guards.tsx',
  'app/layout/announcement-banner.tsx',
  'app/layout/app-layout.tsx',
  'app/layout/guest-card.tsx',
  'app/layout/mobile-menu.tsx',
  'app/layout/sidebar.tsx',
  'app/layout/theme-toggle.tsx',
  'app/layout/top-nav.tsx',
  'app/layout/user-menu.tsx',
  'components/credential-fields.tsx',
  'components/ui/code-modal.tsx',
  'components/ui/confirm-dialog.tsx',
  'components/ui/dialog.tsx',
  'components/ui/form-actions.tsx',
  'components/ui/guest-auth-links.tsx',
  'components/ui/pagination-bar.tsx',
  'components/ui/text-field.tsx',
  'features/auth/components/auth-card.tsx',
  'features/auth/components/google-button.tsx',
  'features/auth/components/otp-input.tsx',
  'features/auth/pages/auth-callback-page.tsx',
  'features/auth/pages/forgot-password-page.tsx',
  'features/auth/pages/login-page.tsx',
  'features/auth/pages/reset-password-page.tsx',
  'features/auth/pages/signup-page.tsx',
  'features/auth/pages/verify-otp-page.tsx',
  'features/errors/not-found-page.tsx',
  'features/errors/route-error-page.tsx',
  'features/landing/ai-review-sample.tsx',
  'features/landing/call-to-action.tsx',
  'features/landing/features-carousel.tsx',
  'features/landing/hero-section.tsx',
  'features/landing/landing-footer.tsx',
  'features/landing/landing-nav.tsx',
  'features/landing/stats-strip.tsx',
  'features/landing/testimonials-section.tsx',
  'features/notifications/notifications-page.tsx',
  'features/notifications/unsubscribed-page.tsx',
  'features/vguy/chat-panel.tsx',
  'features/vguy/vguy-widget.tsx',
]);
