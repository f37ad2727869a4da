/** The admin's contest pages (app/router.tsx) and the contest's page as contestants see it. */
export const CONTESTS_PATH = '/admin/contests';
export const NEW_CONTEST_PATH = '/admin/contests/new';

export const contestEditorPath = (id: string) => `/admin/contests/${encodeURIComponent(id)}`;

export const userContestPath = (id: string) => `/contests/${encodeURIComponent(id)}`;
