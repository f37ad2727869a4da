/**
 * The route table of SPEC §2. Guests may browse problems, contests and the leaderboard (SPEC §6); the
 * /dashboard/… copies of those pages, submissions and profiles need an account.
 */
import { createBrowserRouter, Outlet } from 'react-router';
import { AdminPage } from '@/features/admin/admin-page';
import { AdminSignInPage } from '@/features/admin/admin-sign-in-page';
import { AuthCallbackPage } from '@/features/auth/pages/auth-callback-page';
import { ForgotPasswordPage } from '@/features/auth/pages/forgot-password-page';
import { LoginPage } from '@/features/auth/pages/login-page';
import { ResetPasswordPage } from '@/features/auth/pages/reset-password-page';
import { SignupPage } from '@/features/auth/pages/signup-page';
import { VerifyOtpPage } from '@/features/auth/pages/verify-otp-page';
import { CompilerPage } from '@/features/compiler/compiler-page';
import { ContestDetailPage } from '@/features/contests/contest-detail-page';
import { ContestsPage } from '@/features/contests/contests-page';
import { DashboardHome } from '@/features/dashboard/dashboard-home';
import { NotFoundPage } from '@/features/errors/not-found-page';
import { RouteErrorPage } from '@/features/errors/route-error-page';
import { LandingPage } from '@/features/landing/landing-page';
import { LeaderboardPage } from '@/features/leaderboard/leaderboard-page';
import { ProblemDetailPage } from '@/features/problems/problem-detail-page';
import { ProblemsPage } from '@/features/problems/problems-page';
import { SolvePage } from '@/features/problems/solve-page';
import { ProfilePage } from '@/features/profile/profile-page';
import { MySubmissionsPage } from '@/features/submissions/my-submissions-page';
import { DashboardGate, RedirectIfAuthenticated, RequireAdmin, RequireAuth } from './guards';
import { AppLayout } from './layout/app-layout';

export const router = createBrowserRouter([
  {
    errorElement: <RouteErrorPage />,
    element: <Outlet />,
    children: [
      { path: '/', element: <LandingPage /> },
      { path: '/login', element: <RedirectIfAuthenticated><LoginPage /></RedirectIfAuthenticated> },
      { path: '/signup', element: <RedirectIfAuthenticated><SignupPage /></RedirectIfAuthenticated> },
      { path: '/verify-otp', element: <VerifyOtpPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/auth/callback', element: <AuthCallbackPage /> },
      {
        path: '/problems/solve/:problemId',
        element: <RequireAuth><SolvePage /></RequireAuth>,
      },
      {
        element: <AppLayout />,
        children: [
          { path: '/compiler', element: <CompilerPage /> },
          { path: '/problems', element: <ProblemsPage /> },
          { path: '/problems/:id', element: <ProblemDetailPage /> },
          { path: '/contests', element: <ContestsPage /> },
          { path: '/contests/:id', element: <ContestDetailPage /> },
          { path: '/leaderboard', element: <LeaderboardPage /> },
          {
            element: <RequireAuth />,
            children: [
              { path: '/submissions', element: <MySubmissionsPage /> },
              { path: '/profile/:username', element: <ProfilePage /> },
            ],
          },
          {
            path: '/dashboard',
            element: <DashboardGate />,
            children: [
              { index: true, element: <DashboardHome /> },
              { path: 'problems', element: <ProblemsPage /> },
              { path: 'contests', element: <ContestsPage /> },
              { path: 'leaderboard', element: <LeaderboardPage /> },
              { path: 'mysubmissions', element: <MySubmissionsPage /> },
            ],
          },
          { path: '/admin/auth', element: <RedirectIfAuthenticated><AdminSignInPage /></RedirectIfAuthenticated> },
          {
            path: '/admin',
            element: <RequireAdmin />,
            children: [
              { index: true, element: <AdminPage section="overview" /> },
              { path: 'problems', element: <AdminPage section="problems" /> },
              { path: 'users', element: <AdminPage section="users" /> },
              { path: 'settings', element: <AdminPage section="settings" /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
