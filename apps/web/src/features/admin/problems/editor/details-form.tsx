/** The problem form: particulars, output checker and statement, each a card, then Save. */
import type { TimeLimitOrigin } from '@codeconquer/contracts';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { SaveBar } from '../../shared/save-bar';
import { StatementField } from '../statement/statement-field';
import { CheckerFields } from './checker-fields';
import { DetailsFields } from './details-fields';
import { FIELD_LABELS } from './field-labels';
import type { DetailsEditor } from './use-details-editor';

type Props = {
  editor: DetailsEditor;
  images: string[];
  submitLabel: string;
  /** Where the stored time limit came from (an imported package's file, or an admin). */
  timeLimitOrigin?: TimeLimitOrigin | null;
};

export function DetailsForm({ editor, images, submitLabel, timeLimitOrigin = null }: Props) {
  return (
    <form onSubmit={editor.submit} noValidate className="space-y-6">
      <Section>
        <DetailsFields editor={editor} timeLimitOrigin={timeLimitOrigin} />
      </Section>
      <Section>
        <CheckerFields editor={editor} />
      </Section>
      <Section>
        <StatementField editor={editor} images={images} />
      </Section>
      <SaveBar form={editor} labels={FIELD_LABELS} label={submitLabel} />
    </form>
  );
}

function Section({ children }: { children: ReactNode }) {
  return <Card className="p-5">{children}</Card>;
}
