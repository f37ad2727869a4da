/**
 * Above the editor: the language, Run and Submit (with their shortcuts in the tooltips). 48 px high: the
 * solve page's toasts appear just below it.
 */
import type { LanguageId } from '@codeconquer/contracts';
import { Play, Send } from 'lucide-react';
import { BusyButton } from '@/components/ui/busy-button';
import type { DraftSyncStatus } from './drafts/draft-sync';
import { LanguageSelect } from '@/components/language-select';
import { SaveStatus } from './save-status';

type Props = {
  language: LanguageId;
  /** False until the editor's code is decided. */
  ready: boolean;
  saveStatus: DraftSyncStatus;
  onLanguageChange: (language: LanguageId) => void;
  onRun: () => void;
  onSubmit: () => void;
  running: boolean;
  submitting: boolean;
};

export function EditorToolbar({
  language,
  ready,
  saveStatus,
  onLanguageChange,
  onRun,
  onSubmit,
  running,
  submitting,
}: Props) {
  return (
    <div className="flex h-12 shrink-0 items-center justify-between gap-2 border-b border-slate-200 px-3 dark:border-slate-700">
      <div className="flex items-center gap-3">
        <LanguageSelect value={language} onChange={onLanguageChange} disabled={!ready} />
        <SaveStatus status={saveStatus} />
      </div>
      <div className="flex items-center gap-2">
        <BusyButton
          variant="secondary"
          className="px-3 py-1.5"
          onClick={onRun}
          busy={running}
          icon={Play}
          title="Run (Ctrl+Enter)"
        >
          Run
        </BusyButton>
        <BusyButton
          className="px-3 py-1.5"
          onClick={onSubmit}
          busy={submitting}
          icon={Send}
          title="Submit (Ctrl+Shift+Enter)"
        >
          Submit
        </BusyButton>
      </div>
    </div>
  );
}
