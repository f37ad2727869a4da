/**
 * The route table (docs/product.md#route-table). Guests may browse problems, contests and the leaderboard;
 * submissions and profiles need an account. Every page has one URL: the /dashboard/… spellings of the
 * route table (problems, contests, leaderboard, mysubmissions) redirect to /problems, /contests,
 * /leaderboard and /submissions, so the top bar and the sidebar agree on which link is the current page.
 * Screens load on demand (one chunk per feature), so the landing page does not wait for the whole app.
 * While the first screen's chunk loads, index.html's static boot shell (brand bar, links, skeleton) stays
 * on screen: the first-load fallback only marks the wait (`data-boot-pending`), and shows a spinner in a
 * browser without CSS `:has()`, which cannot keep the shell.
 * The problem list and a problem page also start their request in a loader, beside the chunk (below).
 */
import { createBrowserRouter, type LoaderFunctionArgs } from 'react-router';
// main.tsx loads this module dynamically, and a dynamically imported react-router/dom would keep all of
// React Router's exports in the bundle; through here only the provider is kept.
export { RouterProvider } from 'react-router/dom';
import { problemListQuery } from '@/api/problem-list';
import { FullPageSpinner } from '@/components/ui/spinner';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { RouteErrorPage } from '@/features/errors/route-error-page';
import { problemQuery } from '@/features/problems/api/get-problem';
import { AreaMessages } from '@/i18n/area-messages';
import { preloadArea } from '@/i18n/catalogues';
import { queryClient } from '@/lib/query-client';
import { DashboardGate, RedirectIfAuthenticated, RequireAdmin, RequireAuth } from './guards';
import { AppLayout } from './layout/app-layout';
import { RedirectTo } from './redirect';
import { RootLayout } from './root-layout';

type Screen = { Component: () => React.JSX.Element | null };

function BootPending() {
  return (
    <div data-boot-pending>
      <FullPageSpinner />
    </div>
  );
}

/** Loads a screen's module when its route is first visited. */
function screen<M>(load: () => Promise<M>, pick: (module: M) => Screen['Component']): () => Promise<Screen> {
  return async () => ({ Component: pick(await load()) });
}

/** An admin panel's screen: its module and the panel's messages download together (i18n/catalogues.ts). */
function adminScreen<M>(
  load: () => Promise<M>,
  pick: (module: M) => Screen['Component'],
): () => Promise<Screen> {
  return async () => {
    // A failed download of the messages is AreaMessages' to retry and show; the screen still loads.
    const [module] = await Promise.all([load(), preloadArea('admin').catch(() => undefined)]);
    const Picked = pick(module);
    return {
      Component: () => (
        <AreaMessages area="admin">
          <Picked />
        </AreaMessages>
      ),
    };
  };
}

const screens = {
  landing: screen(
    () => import('@/features/landing/landing-page'),
    (m) => m.LandingPage,
  ),
  login: screen(
    () => import('@/features/auth/pages/login-page'),
    (m) => m.LoginPage,
  ),
  signup: screen(
    () => import('@/features/auth/pages/signup-page'),
    (m) => m.SignupPage,
  ),
  verifyOtp: screen(
    () => import('@/features/auth/pages/verify-otp-page'),
    (m) => m.VerifyOtpPage,
  ),
  forgotPassword: screen(
    () => import('@/features/auth/pages/forgot-password-page'),
    (m) => m.ForgotPasswordPage,
  ),
  resetPassword: screen(
    () => import('@/features/auth/pages/reset-password-page'),
    (m) => m.ResetPasswordPage,
  ),
  authCallback: screen(
    () => import('@/features/auth/pages/auth-callback-page'),
    (m) => m.AuthCallbackPage,
  ),
  solve: screen(
    () => import('@/features/problems/solve-page'),
    (m) => m.SolvePage,
  ),
  compiler: screen(
    () => import('@/features/compiler/compiler-page'),
    (m) => m.CompilerPage,
  ),
  problems: screen(
    () => import('@/features/problems/problems-page'),
    (m) => m.ProblemsPage,
  ),
  problemDetail: screen(
    () => import('@/features/problems/problem-detail-page'),
    (m) => m.ProblemDetailPage,
  ),
  discussionThread: screen(
    () => import('@/features/problems/discussion/thread-page'),
    (m) => m.ThreadPage,
  ),
  contests: screen(
    () => import('@/features/contests/contests-page'),
    (m) => m.ContestsPage,
  ),
  contestDetail: screen(
    () => import('@/features/contests/contest-detail-page'),
    (m) => m.ContestDetailPage,
  ),
  leaderboard: screen(
    () => import('@/features/leaderboard/leaderboard-page'),
    (m) => m.LeaderboardPage,
  ),
  submissions: screen(
    () => import('@/features/submissions/my-submissions-page'),
    (m) => m.MySubmissionsPage,
  ),
  profile: screen(
    () => import('@/features/profile/profile-page'),
    (m) => m.ProfilePage,
  ),
  teams: screen(
    () => import('@/features/teams/teams-page'),
    (m) => m.TeamsPage,
  ),
  team: screen(
    () => import('@/features/teams/team-page'),
    (m) => m.TeamPage,
  ),
  joinTeam: screen(
    () => import('@/features/teams/join-team-page'),
    (m) => m.JoinTeamPage,
  ),
  notifications: screen(
    () => import('@/features/notifications/notifications-page'),
    (m) => m.NotificationsPage,
  ),
  unsubscribed: screen(
    () => import('@/features/notifications/unsubscribed-page'),
    (m) => m.UnsubscribedPage,
  ),
  dashboard: screen(
    () => import('@/features/dashboard/dashboard-home'),
    (m) => m.DashboardHome,
  ),
  adminSignIn: adminScreen(
    () => import('@/features/admin/admin-sign-in-page'),
    (m) => m.AdminSignInPage,
  ),
  adminUsers: adminScreen(
    () => import('@/features/admin/users/admin-users-page'),
    (m) => m.AdminUsersPage,
  ),
  adminAudit: adminScreen(
    () => import('@/features/admin/audit/audit-log-page'),
    (m) => m.AuditLogPage,
  ),
  adminReports: adminScreen(
    () => import('@/features/admin/discussions/reports-page'),
    (m) => m.ReportsPage,
  ),
  adminProblems: adminScreen(
    () => import('@/features/admin/problems/admin-problems-page'),
    (m) => m.AdminProblemsPage,
  ),
  // /new and /:id share one module: the editor and the form of a new problem are the same components.
  adminNewProblem: adminScreen(
    () => import('@/features/admin/problems/editor/problem-editor-page'),
    (m) => m.NewProblemPage,
  ),
  adminProblemEditor: adminScreen(
    () => import('@/features/admin/problems/editor/problem-editor-page'),
    (m) => m.ProblemEditorPage,
  ),
  adminContests: adminScreen(
    () => import('@/features/admin/contests/admin-contests-page'),
    (m) => m.AdminContestsPage,
  ),
  // As for problems, /new and /:id share the editor's module.
  adminNewContest: adminScreen(
    () => import('@/features/admin/contests/editor/contest-editor-page'),
    (m) => m.NewContestPage,
  ),
  adminContestEditor: adminScreen(
    () => import('@/features/admin/contests/editor/contest-editor-page'),
    (m) => m.ContestEditorPage,
  ),
};

/**
 * Loaders that start a screen's request into the query cache at once, so that it runs in parallel with
 * the download of the screen's chunk (React Router runs a route's loader and its `lazy` together) rather
 * than after the chunk has arrived and rendered. They never wait for the answer: navigation goes on as
 * before, and the screen shows its own loading and error states from the same query. On the first page
 * load main.tsx has sent a problem page's request even earlier, and the loader's call takes its answer.
 */
const prefetch = {
  problems: () => {
    void queryClient.prefetchQuery(problemListQuery());
    return null;
  },
  problemDetail: ({ params }: LoaderFunctionArgs) => {
    if (params.id) void queryClient.prefetchQuery(problemQuery(params.id));
    return null;
  },
};

const adminSection = (section: 'overview' | 'settings') =>
  adminScreen(
    () => import('@/features/admin/admin-page'),
    ({ AdminPage }) =>
      function AdminSection() {
        return <AdminPage section={section} />;
      },
  );

/**
 * The app's router. main.tsx makes it in a task of its own: matching the address and starting the first
 * screen's loaders is work of its own, which at the module's evaluation lengthened that task.
 */
export const createAppRouter = () =>
  createBrowserRouter([
    {
      errorElement: <RouteErrorPage />,
      element: <RootLayout />,
      hydrateFallbackElement: <BootPending />,
      children: [
        { path: '/', lazy: screens.landing },
        {
          element: <RedirectIfAuthenticated />,
          children: [
            { path: '/login', lazy: screens.login },
            { path: '/signup', lazy: screens.signup },
          ],
        },
        { path: '/verify-otp', lazy: screens.verifyOtp },
        { path: '/forgot-password', lazy: screens.forgotPassword },
        { path: '/reset-password', lazy: screens.resetPassword },
        { path: '/auth/callback', lazy: screens.authCallback },
        // The panel's own sign-in, without the site's bars (docs/product.md#admin).
        { path: '/admin/auth', lazy: screens.adminSignIn },
        { element: <RequireAuth />, children: [{ path: '/problems/solve/:problemId', lazy: screens.solve }] },
        {
          element: <AppLayout />,
          children: [
            { path: '/compiler', lazy: screens.compiler },
            { path: '/problems', loader: prefetch.problems, lazy: screens.problems },
            { path: '/problems/:id', loader: prefetch.problemDetail, lazy: screens.problemDetail },
            { path: '/problems/:id/discussions/:threadId', lazy: screens.discussionThread },
            { path: '/contests', lazy: screens.contests },
            { path: '/contests/:id', lazy: screens.contestDetail },
            { path: '/leaderboard', lazy: screens.leaderboard },
            { path: '/unsubscribed', lazy: screens.unsubscribed },
            {
              element: <RequireAuth />,
              children: [
                { path: '/submissions', lazy: screens.submissions },
                { path: '/notifications', lazy: screens.notifications },
                { path: '/profile/:username', lazy: screens.profile },
                { path: '/teams', lazy: screens.teams },
                // A static segment outranks :id, so /teams/join is always the invite link's page.
                { path: '/teams/join', lazy: screens.joinTeam },
                { path: '/teams/:id', lazy: screens.team },
              ],
            },
            {
              path: '/dashboard',
              element: <DashboardGate />,
              children: [{ index: true, lazy: screens.dashboard }],
            },
            {
              path: '/admin',
              element: <RequireAdmin />,
              children: [
                { index: true, lazy: adminSection('overview') },
                { path: 'problems', lazy: screens.adminProblems },
                // A static segment outranks :id, so /new is always the form of a new problem.
                { path: 'problems/new', lazy: screens.adminNewProblem },
                { path: 'problems/:id', lazy: screens.adminProblemEditor },
                { path: 'contests', lazy: screens.adminContests },
                { path: 'contests/new', lazy: screens.adminNewContest },
                { path: 'contests/:id', lazy: screens.adminContestEditor },
                { path: 'users', lazy: screens.adminUsers },
                { path: 'audit', lazy: screens.adminAudit },
                { path: 'reports', lazy: screens.adminReports },
                { path: 'settings', lazy: adminSection('settings') },
              ],
            },
          ],
        },
        { path: '/dashboard/problems', element: <RedirectTo to="/problems" /> },
        { path: '/dashboard/contests', element: <RedirectTo to="/contests" /> },
        { path: '/dashboard/leaderboard', element: <RedirectTo to="/leaderboard" /> },
        { path: '/dashboard/mysubmissions', element: <RedirectTo to="/submissions" /> },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
