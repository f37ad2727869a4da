import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';

/** 'Solve' on a row, 'Solve Again' once solved; `label` overrides (the cards say 'Solve Problem'). */
export function SolveButton({
  solved,
  title,
  onSolve,
  label,
}: {
  solved: boolean;
  title: string;
  onSolve: () => void;
  label?: string;
}) {
  const t = useT();
  const text = solved ? t('problems.list.solveAgain') : (label ?? t('problems.list.solve'));
  return (
    <Button
      variant={solved ? 'secondary' : 'primary'}
      className="px-3 py-1.5"
      onClick={onSolve}
      aria-label={`${text}: ${title}`}
    >
      {text}
    </Button>
  );
}
