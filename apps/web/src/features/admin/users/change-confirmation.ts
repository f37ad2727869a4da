/** The toast that confirms an admin's change to a user, in the words of docs/product.md#admin-panel. */
import { countText } from '@/lib/count-text';
import type { PatchAdminUserBody } from '@codeconquer/contracts';

function tokensText(delta: number): string {
  const count = Math.abs(delta);
  return `${countText(count, 'token', 'tokens')} ${delta > 0 ? 'granted' : 'taken'}.`;
}

export function changeConfirmation(change: PatchAdminUserBody): string {
  const parts: string[] = [];
  if (change.role !== undefined) parts.push(`Role changed to ${change.role}.`);
  if (change.banned !== undefined) parts.push(change.banned ? 'User banned.' : 'User unbanned.');
  if (change.tokensDelta !== undefined && change.tokensDelta !== 0)
    parts.push(tokensText(change.tokensDelta));
  if (change.resetAiLimits) parts.push('AI review limits reset.');
  return parts.join(' ');
}
