/** The toast that confirms an admin's change to a user, in the words of docs/product.md#admin-panel. */
import type { PatchAdminUserBody } from '@codeconquer/contracts';
import type { Translate } from '@/i18n/use-t';
import { ROLE_LABELS } from './role-labels';

function tokensText(t: Translate, delta: number): string {
  const count = Math.abs(delta);
  return delta > 0
    ? t('admin.users.done.tokensGranted', { count })
    : t('admin.users.done.tokensTaken', { count });
}

export function changeConfirmation(t: Translate, change: PatchAdminUserBody): string {
  const parts: string[] = [];
  if (change.role !== undefined)
    parts.push(t('admin.users.done.role', { role: t(ROLE_LABELS[change.role]) }));
  if (change.banned !== undefined)
    parts.push(change.banned ? t('admin.users.done.banned') : t('admin.users.done.unbanned'));
  if (change.tokensDelta !== undefined && change.tokensDelta !== 0)
    parts.push(tokensText(t, change.tokensDelta));
  if (change.resetAiLimits) parts.push(t('admin.users.done.aiLimits'));
  return parts.join(' ');
}
