/** A field's problem under it, tied to the input by aria-describedby (see `problemProps`). */
export function problemId(inputId: string): string {
  return `${inputId}-problem`;
}

/** The props that mark an input invalid and point it at its problem's text. */
export function problemProps(inputId: string, problem: string | undefined) {
  return problem
    ? { id: inputId, 'aria-invalid': true as const, 'aria-describedby': problemId(inputId) }
    : { id: inputId };
}

export function FieldProblem({ inputId, problem }: { inputId: string; problem: string | undefined }) {
  if (!problem) return null;
  return (
    <p id={problemId(inputId)} className="mt-1 text-sm text-red-600 dark:text-red-400">
      {problem}
    </p>
  );
}
