/**
 * The site's announcement (set at /admin/settings) in a slim bar above the top bar of every page with app
 * bars. It scrolls away with the page, so the sticky top bar keeps its place. Closing it hides that text
 * for the session (lib/storage.ts); a new announcement shows again.
 */
import { Megaphone, X } from 'lucide-react';
import { useState } from 'react';
import { useAnnouncement } from '@/api/site-settings-query';
import { useT } from '@/i18n/use-t';
import { announcementStore } from '@/lib/storage';
import { showsAnnouncement } from './announcement';

export function AnnouncementBanner() {
  const t = useT();
  const announcement = useAnnouncement();
  const [dismissed, setDismissed] = useState(announcementStore.dismissed);
  if (!showsAnnouncement(announcement, dismissed)) return null;

  const dismiss = () => {
    announcementStore.dismiss(announcement);
    setDismissed(announcement);
  };

  return (
    <div
      role="status"
      aria-label={t('layout.announcement.label')}
      className="border-b border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      <div className="flex items-start gap-3 px-4 py-2 text-sm">
        <Megaphone size={16} className="mt-0.5 shrink-0" aria-hidden="true" />
        <p data-testid="announcement-text" className="min-w-0 flex-1 break-words whitespace-pre-line">
          {announcement}
        </p>
        <button
          type="button"
          onClick={dismiss}
          aria-label={t('layout.announcement.dismiss')}
          className="-my-0.5 shrink-0 rounded p-0.5 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-600 dark:hover:bg-amber-900"
        >
          <X size={16} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
