/**
 * The pages people arrive on, each with the module of its screen (relative to apps/web). The build writes
 * the files each screen needs beyond what every page loads (build/preload-links.ts), and the server puts
 * them in the HTML it sends for such a path as `modulepreload` links (apps/server/src/http/shell-pages.ts):
 * the screen then downloads beside React and the app, and runs only when the router asks for it.
 *
 * This is only a download hint: the route table in src/app/router.tsx decides what renders, and a page
 * missing here (or a pattern that no longer matches its route) just starts its download a little later.
 * The first pattern that matches wins, so a longer path comes before a shorter one it would also match.
 */
export type FirstScreen = { path: RegExp; module: string };

export const FIRST_SCREENS: readonly FirstScreen[] = [
  { path: /^\/$/, module: 'src/features/landing/landing-page.tsx' },
  { path: /^\/problems\/?$/, module: 'src/features/problems/problems-page.tsx' },
  { path: /^\/problems\/solve\/[^/]+\/?$/, module: 'src/features/problems/solve-page.tsx' },
  {
    path: /^\/problems\/[^/]+\/discussions\/[^/]+\/?$/,
    module: 'src/features/problems/discussion/thread-page.tsx',
  },
  { path: /^\/problems\/[^/]+\/?$/, module: 'src/features/problems/problem-detail-page.tsx' },
  { path: /^\/compiler\/?$/, module: 'src/features/compiler/compiler-page.tsx' },
  { path: /^\/contests\/?$/, module: 'src/features/contests/contests-page.tsx' },
  { path: /^\/contests\/[^/]+\/?$/, module: 'src/features/contests/contest-detail-page.tsx' },
  { path: /^\/leaderboard\/?$/, module: 'src/features/leaderboard/leaderboard-page.tsx' },
  { path: /^\/dashboard\/?$/, module: 'src/features/dashboard/dashboard-home.tsx' },
  { path: /^\/profile\/[^/]+\/?$/, module: 'src/features/profile/profile-page.tsx' },
];
