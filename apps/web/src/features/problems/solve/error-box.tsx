/** An error in the bottom panel: a heading and the message, kept as the program printed it. */
export function ErrorBox({ title, message }: { title: string; message: string }) {
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700 dark:border-red-900 dark:bg-red-950/60 dark:text-red-300"
    >
      <p className="font-semibold">{title}</p>
      <pre className="mt-1 max-h-60 overflow-auto font-mono text-xs whitespace-pre-wrap">{message}</pre>
    </div>
  );
}
