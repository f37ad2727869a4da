/** The roles in words (message ids): the panel's select, the user's facts, the table and the toasts. */
import type { Role } from '@codeconquer/contracts';
import type { MessageId } from '@/i18n/message-id';

export const ROLE_LABELS: Record<Role, MessageId> = {
  user: 'admin.users.role.user',
  admin: 'admin.users.role.admin',
};
