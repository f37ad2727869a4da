import { Button } from '@/components/ui/button';

/** 'Solve' on a row, 'Solve Again' once solved; `label` overrides (the cards say 'Solve Problem'). */
export function SolveButton({
  solved,
  title,
  onSolve,
  label = 'Solve',
}: {
  solved: boolean;
  title: string;
  onSolve: () => void;
  label?: string;
}) {
  const text = solved ? 'Solve Again' : label;
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
