/** Under a program's output: what "␀" and "�" in it stand for (lib/output-marks.ts). */
import { outputMarksNote } from '@/lib/output-marks';

export function OutputMarksNote({ output }: { output: string }) {
  const note = outputMarksNote(output);
  if (!note) return null;
  return (
    <p data-testid="output-marks-note" className="mt-1 text-xs text-slate-500 dark:text-slate-400">
      {note}
    </p>
  );
}
