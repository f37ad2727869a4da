/** The problem form: particulars, output checker and statement, each a card, then Save. */
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { SaveBar } from '../../shared/save-bar';
import { StatementField } from '../statement/statement-field';
import { CheckerFields } from './checker-fields';
import { DetailsFields } from './details-fields';
import { FIELD_LABELS } from './field-labels';
import type { DetailsEditor } from './use-details-editor';

type Props = { editor: DetailsEditor; images: string[]; submitLabel: string };

export function DetailsForm({ editor, images, submitLabel }: Props) {
  return (
    <form onSubmit={editor.submit} noValidate className="space-y-6">
      <Section>
        <DetailsFields editor={editor} />
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
