/** The navigation entries (docs/product.md#navigation), with who may see each. */
import type { LucideIcon } from 'lucide-react';
import {
  Code2,
  Flag,
  FileText,
  Gauge,
  LayoutDashboard,
  ListChecks,
  ScrollText,
  Settings,
  Trophy,
  User,
  Users,
  Swords,
} from 'lucide-react';

export type NavItem = { label: string; to: string; icon: LucideIcon; signedInOnly?: boolean };

/**
 * Top bar and mobile menu. Each page has one URL, the same for guests and users and the same as the
 * sidebar's, so the page being viewed is highlighted in both (the /dashboard/… spellings redirect).
 */
export function topNavItems(): NavItem[] {
  return [
    { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard, signedInOnly: true },
    { label: 'Problems', to: '/problems', icon: ListChecks },
    { label: 'Contests', to: '/contests', icon: Swords },
    { label: 'Leaderboard', to: '/leaderboard', icon: Trophy },
    { label: 'My Submissions', to: '/submissions', icon: FileText, signedInOnly: true },
    { label: 'Online Compiler', to: '/compiler', icon: Code2 },
  ];
}

export const adminNavItems: NavItem[] = [
  { label: 'Overview', to: '/admin', icon: Gauge },
  { label: 'Problems', to: '/admin/problems', icon: ListChecks },
  { label: 'Contests', to: '/admin/contests', icon: Swords },
  { label: 'Users', to: '/admin/users', icon: Users },
  { label: 'Reports', to: '/admin/reports', icon: Flag },
  { label: 'Audit Log', to: '/admin/audit', icon: ScrollText },
  { label: 'Settings', to: '/admin/settings', icon: Settings },
];

export function sidebarItems(username: string | undefined): NavItem[] {
  const items: NavItem[] = [
    { label: 'Dashboard', to: '/dashboard', icon: LayoutDashboard, signedInOnly: true },
    { label: 'Online Compiler', to: '/compiler', icon: Code2 },
    { label: 'Problems', to: '/problems', icon: ListChecks },
    { label: 'Contests', to: '/contests', icon: Swords },
    { label: 'Leaderboard', to: '/leaderboard', icon: Trophy },
    { label: 'My Submissions', to: '/submissions', icon: FileText, signedInOnly: true },
  ];
  if (username) items.push({ label: 'Profile', to: `/profile/${username}`, icon: User, signedInOnly: true });
  return items;
}
