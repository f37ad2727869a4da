/**
 * What the page a visitor arrives on will ask the API for first, so that main.tsx sends those GETs at
 * once, beside the download of React and the app, instead of after they have loaded and rendered
 * (docs/delivery.md, "Early requests"). Each path is exactly the one the screen's own request asks for,
 * or its answer would go unclaimed (first-load.test.ts calls the screens' request functions to prove it).
 * Kept free of React and of the app's modules: it is part of the entry chunk.
 */
import { isProblemId } from '@codeconquer/contracts/problem-id';

/** Where a sign-in hands its session over: the stored token is not verified there. */
const HANDOFF_PATHS = ['/auth/callback'];

type Screen = { pattern: RegExp; signedInOnly?: boolean; requests: (match: RegExpExecArray) => string[] };

const SCREENS: readonly Screen[] = [
  { pattern: /^\/problems\/?$/, requests: () => ['/problem/list'] },
  // A problem page (not /problems/solve/…): app/router.tsx's loader asks for the same path.
  {
    pattern: /^\/problems\/([^/]+)\/?$/,
    requests: ([, id = '']) => (isProblemId(id) ? [`/problem/${id}`] : []),
  },
  {
    pattern: /^\/dashboard\/?$/,
    signedInOnly: true,
    // The small answers only: the recent submissions and the problem list are tens of kB, and on a slow
    // line they would take bandwidth from the code the page waits for to show anything (measured: the
    // dashboard's LCP went 2.82 → 3.04 s with them early).
    requests: () => ['/submission/stats', '/contests/my-rank', '/submission/solved'],
  },
  {
    pattern: /^\/profile\/([^/]+)\/?$/,
    signedInOnly: true,
    requests: ([, name = '']) => {
      const username = encodeURIComponent(safeDecode(name));
      return [`/users/by-username/${username}`, `/users/by-username/${username}/stats`];
    },
  },
];

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The API paths (under /api) to request now for a page load at `pathname`. */
export function firstRequests(pathname: string, signedIn: boolean): string[] {
  // Every page a signed-in visitor opens verifies the stored token first (lib/session/session-provider).
  const paths = signedIn && !HANDOFF_PATHS.includes(pathname) ? ['/auth/verify'] : [];
  for (const screen of SCREENS) {
    if (screen.signedInOnly && !signedIn) continue;
    const match = screen.pattern.exec(pathname);
    if (match) paths.push(...screen.requests(match));
  }
  return paths;
}
