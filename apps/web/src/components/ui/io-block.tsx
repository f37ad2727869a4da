export function IoBlock({ label, text }: { label: string; text: string }) {
  return (
    <div className="min-w-0">
      <p className="mb-1 text-xs font-medium text-slate-500 dark:text-slate-400">{label}</p>
      <pre className="max-h-40 overflow-auto rounded bg-slate-100 p-2 font-mono text-xs whitespace-pre-wrap text-slate-800 dark:bg-slate-800 dark:text-slate-100">
        {text === '' ? ' ' : text}
      </pre>
    </div>
  );
}
