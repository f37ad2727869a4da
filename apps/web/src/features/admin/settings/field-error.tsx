/** A setting's problem, under its field (the field names it in aria-describedby). */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="text-xs text-red-600 dark:text-red-400">
      {error}
    </p>
  );
}
