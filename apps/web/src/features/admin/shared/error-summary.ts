/**
 * The refusals of a long form in words, for the alert beside its Save: each refused field by its label, in
 * the form's order (the order of `labels`), so the admin need not scroll for the red ones; a problem of no
 * field (`form`) is its message alone, last. The problem and contest editors each give their labels.
 */
export function errorSummary<Field extends string>(
  labels: Record<Field, string>,
  errors: Partial<Record<NoInfer<Field> | 'form', string>>,
): string[] {
  const lines = (Object.keys(labels) as Field[]).flatMap((field) => {
    const message = errors[field];
    return message ? [`${labels[field]}: ${message}`] : [];
  });
  return errors.form ? [...lines, errors.form] : lines;
}
