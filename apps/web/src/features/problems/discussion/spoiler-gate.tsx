/**
 * A post that shows a solution to a viewer who has not solved the problem: it says what it would reveal
 * and shows the HTML only after "Show solution".
 */
import { Eye } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';

export function SpoilerGate({ spoiler, children }: { spoiler: boolean; children: ReactNode }) {
  const t = useT();
  const [shown, setShown] = useState(false);
  if (!spoiler || shown) return children;
  return (
    <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
      <p>{t('problems.discussion.spoiler.text')}</p>
      <Button variant="secondary" className="mt-2 min-h-11" onClick={() => setShown(true)}>
        <Eye size={16} aria-hidden="true" />
        {t('problems.discussion.spoiler.show')}
      </Button>
    </div>
  );
}
