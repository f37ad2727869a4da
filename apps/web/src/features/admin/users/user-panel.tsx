/**
 * The panel of one user, opened from the table: who they are, their role, ban and tokens to change, and
 * their recent audit entries. It shows the row it was opened from at once and the user as read again
 * (and after every change) once that arrives. Admins cannot ban themselves or drop their own admin role
 * (the server refuses too), so those controls are off in their own panel.
 */
import type { AdminUser } from '@codeconquer/contracts';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Dialog } from '@/components/ui/dialog';
import { useLocale, useT } from '@/i18n/use-t';
import { useSession } from '@/lib/session/use-session';
import { useAdminUser } from '../api/get-user';
import { AiLimitsControl } from './ai-limits-control';
import { BanControl } from './ban-control';
import { BannedBadge } from './banned-badge';
import { RoleControl } from './role-control';
import { ROLE_LABELS } from './role-labels';
import { TokenControl } from './token-control';
import { UserAuditList } from './user-audit-list';
import { UserSubmissionsList } from './user-submissions-list';
import { useUserChange } from './use-user-change';

type Props = { user: AdminUser | null; onClose: () => void };

export function UserPanel({ user, onClose }: Props) {
  const t = useT();
  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      title={user ? `@${user.username}` : t('admin.audit.target.user')}
    >
      {user && <UserPanelBody key={user.id} opened={user} />}
    </Dialog>
  );
}

function UserPanelBody({ opened }: { opened: AdminUser }) {
  const t = useT();
  const { locale } = useLocale();
  const { user: self } = useSession();
  const { data: user = opened } = useAdminUser(opened.id, opened);
  const change = useUserChange(user.id);
  const isSelf = self?.id === user.id;

  return (
    // The dialog does not scroll by itself; the panel is taller than a small window.
    <div className="max-h-[70vh] space-y-5 overflow-y-auto pr-1">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <Fact label={t('admin.users.column.name')}>{user.name}</Fact>
        <Fact label={t('admin.users.column.email')}>{user.email}</Fact>
        <Fact label={t('admin.users.role')}>
          <span className="capitalize">{t(ROLE_LABELS[user.role])}</span>
        </Fact>
        <Fact label={t('admin.users.tokens')}>
          <span data-testid="admin-user-tokens" className="tabular-nums">
            {user.tokens}
          </span>
        </Fact>
        <Fact label={t('admin.users.column.joined')}>
          {new Date(user.joinedAt).toLocaleDateString(locale)}
        </Fact>
        <Fact label={t('admin.users.column.status')}>
          {user.bannedAt ? <BannedBadge /> : t('admin.audit.change.active')}
        </Fact>
      </dl>
      {change.error && <Alert tone="error">{change.error}</Alert>}
      <RoleControl user={user} change={change} isSelf={isSelf} />
      <TokenControl change={change} />
      <AiLimitsControl change={change} />
      <div className="space-y-1">
        <BanControl user={user} change={change} isSelf={isSelf} />
        {isSelf && <p className="text-xs text-slate-500 dark:text-slate-400">{t('admin.users.selfNote')}</p>}
      </div>
      <UserSubmissionsList userId={user.id} />
      <UserAuditList userId={user.id} />
    </div>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="text-slate-900 dark:text-slate-100">{children}</dd>
    </>
  );
}
