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
import type { MessageId } from '@/i18n/message-id';

/** `labelId` is translated where the item is shown (the list is built outside React). */
export type NavItem = { labelId: MessageId; to: string; icon: LucideIcon; signedInOnly?: boolean };

/**
 * Top bar and mobile menu. Each page has one URL, the same for guests and users and the same as the
 * sidebar's, so the page being viewed is highlighted in both (the /dashboard/… spellings redirect).
 */
export function topNavItems(): NavItem[] {
  return [
    { labelId: 'layout.nav.dashboard', to: '/dashboard', icon: LayoutDashboard, signedInOnly: true },
    { labelId: 'layout.nav.problems', to: '/problems', icon: ListChecks },
    { labelId: 'layout.nav.contests', to: '/contests', icon: Swords },
    { labelId: 'layout.nav.leaderboard', to: '/leaderboard', icon: Trophy },
    { labelId: 'layout.nav.mySubmissions', to: '/submissions', icon: FileText, signedInOnly: true },
    { labelId: 'layout.nav.compiler', to: '/compiler', icon: Code2 },
  ];
}

export const adminNavItems: NavItem[] = [
  { labelId: 'layout.nav.overview', to: '/admin', icon: Gauge },
  { labelId: 'layout.nav.problems', to: '/admin/problems', icon: ListChecks },
  { labelId: 'layout.nav.contests', to: '/admin/contests', icon: Swords },
  { labelId: 'layout.nav.users', to: '/admin/users', icon: Users },
  { labelId: 'layout.nav.reports', to: '/admin/reports', icon: Flag },
  { labelId: 'layout.nav.auditLog', to: '/admin/audit', icon: ScrollText },
  { labelId: 'layout.nav.settings', to: '/admin/settings', icon: Settings },
];

export function sidebarItems(username: string | undefined): NavItem[] {
  const items: NavItem[] = [
    { labelId: 'layout.nav.dashboard', to: '/dashboard', icon: LayoutDashboard, signedInOnly: true },
    { labelId: 'layout.nav.compiler', to: '/compiler', icon: Code2 },
    { labelId: 'layout.nav.problems', to: '/problems', icon: ListChecks },
    { labelId: 'layout.nav.contests', to: '/contests', icon: Swords },
    { labelId: 'layout.nav.leaderboard', to: '/leaderboard', icon: Trophy },
    { labelId: 'layout.nav.mySubmissions', to: '/submissions', icon: FileText, signedInOnly: true },
  ];
  if (username)
    items.push({ labelId: 'layout.nav.profile', to: `/profile/${username}`, icon: User, signedInOnly: true });
  return items;
}
