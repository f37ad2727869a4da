/** The compiler's controls: language, settings, Load, Save, AI Review, Run and Clear All. */
import type { LanguageId } from '@codeconquer/contracts';
import { Download, Play, Settings, Sparkles, Trash2, Upload } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { Button } from '@/components/ui/button';
import { LanguageSelect } from '@/components/language-select';
import { useT } from '@/i18n/use-t';
import { acceptAttribute } from './file-rules';

type Props = {
  language: LanguageId;
  onLanguageChange: (language: LanguageId) => void;
  settings: { open: boolean; panelId: string; onToggle: () => void };
  /** False while the code is blank: Run and AI Review need code. */
  hasCode: boolean;
  running: boolean;
  reviewing: boolean;
  onLoad: (file: File) => void;
  onSave: () => void;
  onReview: () => void;
  onRun: () => void;
  onClear: () => void;
};

const small = 'px-3 py-1.5';

export function CompilerToolbar(props: Props) {
  const t = useT();
  const { language, settings, hasCode, running, reviewing } = props;
  const fileInput = useRef<HTMLInputElement>(null);
  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again loads it again.
    event.target.value = '';
    if (file) props.onLoad(file);
  };

  return (
    <div
      role="toolbar"
      aria-label={t('compiler.toolbar.label')}
      className="mb-4 flex flex-wrap items-center gap-2"
    >
      <div className="w-36">
        <LanguageSelect value={language} onChange={props.onLanguageChange} />
      </div>
      <Button
        variant="ghost"
        className={small}
        onClick={settings.onToggle}
        aria-expanded={settings.open}
        aria-controls={settings.panelId}
      >
        <Settings size={16} aria-hidden="true" /> {t('compiler.toolbar.settings')}
      </Button>
      <div className="ml-auto flex flex-wrap items-center gap-2">
        <input
          ref={fileInput}
          type="file"
          accept={acceptAttribute(language)}
          onChange={onFileChosen}
          className="hidden"
          data-testid="compiler-file-input"
          tabIndex={-1}
          aria-hidden="true"
        />
        <Button variant="secondary" className={small} onClick={() => fileInput.current?.click()}>
          <Upload size={16} aria-hidden="true" /> {t('compiler.toolbar.load')}
        </Button>
        <Button variant="secondary" className={small} onClick={props.onSave}>
          <Download size={16} aria-hidden="true" /> {t('compiler.toolbar.save')}
        </Button>
        <BusyButton
          variant="secondary"
          className={small}
          onClick={props.onReview}
          disabled={!hasCode}
          busy={reviewing}
          icon={Sparkles}
        >
          {t('compiler.toolbar.review')}
        </BusyButton>
        <BusyButton
          className={small}
          onClick={props.onRun}
          disabled={!hasCode}
          busy={running}
          icon={Play}
          title={t('compiler.toolbar.runTitle')}
        >
          {t('compiler.toolbar.run')}
        </BusyButton>
        <Button variant="danger" className={small} onClick={props.onClear}>
          <Trash2 size={16} aria-hidden="true" /> {t('compiler.toolbar.clear')}
        </Button>
      </div>
    </div>
  );
}
