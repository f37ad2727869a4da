/**
 * Above the editor: the language and the save status, then Run and Submit (with their shortcuts in the
 * tooltips). 48 px high. A phone shows the two halves apart (phone-workspace.tsx): the language above the
 * code, Run and Submit in the action bar at the bottom.
 */
import type { LanguageId } from '@codeconquer/contracts';
import { Play, Send } from 'lucide-react';
import { BusyButton } from '@/components/ui/busy-button';
import { useT } from '@/i18n/use-t';
import type { DraftSyncStatus } from './drafts/draft-sync';
import { LanguageSelect } from '@/components/language-select';
import { SaveStatus } from './save-status';
import { ACTION_BAR } from './solve-layout';

type LanguageProps = {
  language: LanguageId;
  /** False until the editor's code is decided. */
  ready: boolean;
  saveStatus: DraftSyncStatus;
  onLanguageChange: (language: LanguageId) => void;
  /** A phone: a 44 px tall select. */
  phone?: boolean;
};

type ActionProps = {
  onRun: () => void;
  onSubmit: () => void;
  running: boolean;
  submitting: boolean;
  /** A phone's bar: 44 px tall buttons of fixed widths (the toast sits beside them). */
  phone?: boolean;
};

export function LanguageAndSave({ language, ready, saveStatus, onLanguageChange, phone }: LanguageProps) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <LanguageSelect
        value={language}
        onChange={onLanguageChange}
        disabled={!ready}
        className={phone ? 'h-11' : undefined}
      />
      <SaveStatus status={saveStatus} />
    </div>
  );
}

export function RunSubmitButtons({ onRun, onSubmit, running, submitting, phone = false }: ActionProps) {
  const t = useT();
  return (
    <div className="flex shrink-0 items-center gap-2">
      <BusyButton
        variant="secondary"
        className={phone ? 'h-11 px-2' : 'px-3 py-1.5'}
        style={phone ? { width: ACTION_BAR.run } : undefined}
        onClick={onRun}
        busy={running}
        icon={Play}
        title={t('compiler.toolbar.runTitle')}
      >
        {t('compiler.toolbar.run')}
      </BusyButton>
      <BusyButton
        className={phone ? 'h-11 px-2' : 'px-3 py-1.5'}
        style={phone ? { width: ACTION_BAR.submit } : undefined}
        onClick={onSubmit}
        busy={submitting}
        icon={Send}
        title={t('problems.solve.submitTitle')}
      >
        {t('problems.solve.submit')}
      </BusyButton>
    </div>
  );
}

export function EditorToolbar(props: LanguageProps & ActionProps) {
  return (
    <div className="flex h-12 shrink-0 items-center justify-between gap-2 border-b border-slate-200 px-3 dark:border-slate-700">
      <LanguageAndSave {...props} />
      <RunSubmitButtons {...props} />
    </div>
  );
}
