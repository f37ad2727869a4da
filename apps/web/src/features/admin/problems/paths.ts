/** The admin's problem pages (app/router.tsx) and the page users see. */
export const PROBLEMS_PATH = '/admin/problems';
export const NEW_PROBLEM_PATH = '/admin/problems/new';

export const editorPath = (id: string) => `/admin/problems/${encodeURIComponent(id)}`;

export const userProblemPath = (id: string) => `/problems/${encodeURIComponent(id)}`;
