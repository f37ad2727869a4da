/**
 * Before signing out (which clears this device's drafts): drafts the server never received (a
 * crashed tab, a save that failed) are sent, so signing back in finds them. Wired in app/providers.tsx.
 */
import { saveDraftOnServer } from '../../api/save-draft';
import { unsyncedDrafts } from './code-drafts';

export async function pushUnsyncedDrafts(userId: string): Promise<void> {
  await Promise.allSettled(
    unsyncedDrafts(userId).map(({ problemId, language, code }) =>
      saveDraftOnServer(problemId, language, code),
    ),
  );
}
