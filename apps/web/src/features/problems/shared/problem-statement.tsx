/**
 * A problem's statement (docs/product.md#problem-detail): its content blocks (text, constraints, image,
 * author), or the plain description with its line breaks when there are none, its source and licence,
 * then the examples. Under the page's h1 (the title), its headings are h2 (Constraints, each example, the
 * text's own sections).
 *
 * The statement's blocks and the examples' explanations come rendered from the server (`statement`,
 * `explanationHtml`: rendered when the problem was stored, apps/server/src/problems/stored-statement.ts),
 * sanitised and with KaTeX's math, so the problem page and the solve editor download no Markdown renderer
 * (docs/delivery.md, "Fourth round"). The labels around them are the reader's language's.
 */
import type { Problem } from '@codeconquer/contracts';
import { RenderedHtml } from '@/components/markdown/rendered-html';
import { RenderedStatement } from '@/components/markdown/rendered-statement';
import { useT } from '@/i18n/use-t';

export function ProblemStatement({ problem }: { problem: Problem }) {
  return (
    <div className="space-y-6">
      <RenderedStatement blocks={problem.statement} />
      <Attribution source={problem.source} license={problem.license} />
      {problem.interactive && <InteractiveNote />}
      <Examples examples={problem.examples} />
    </div>
  );
}

/** Where a problem comes from and under which licence (a shared package's terms ask for both). */
function Attribution({ source, license }: { source: string | null; license: string | null }) {
  const t = useT();
  const parts = [
    source && t('problems.statement.source', { source }),
    license && t('problems.statement.license', { license }),
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <p className="text-xs text-slate-500 dark:text-slate-400" data-testid="problem-attribution">
      {parts.join(' · ')}
    </p>
  );
}

function Examples({ examples }: { examples: Problem['examples'] }) {
  const t = useT();
  if (examples.length === 0) return null;
  return (
    <section aria-label={t('problems.statement.examples')} className="space-y-4">
      {examples.map((example, index) => (
        <div key={index}>
          <h2 className="mb-2 font-semibold text-slate-900 dark:text-slate-100">
            {t('problems.statement.example', { number: index + 1 })}
          </h2>
          <div className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm dark:border-slate-700 dark:bg-slate-800/50">
            {example.interaction !== null ? (
              <Interaction text={example.interaction} />
            ) : (
              <>
                <Sample label={t('problems.statement.input')} text={example.input} />
                <Sample label={t('problems.statement.output')} text={example.output} />
              </>
            )}
            {example.explanationHtml && (
              <div>
                <p className="font-medium text-slate-600 dark:text-slate-300">
                  {t('problems.statement.explanation')}
                </p>
                <RenderedHtml html={example.explanationHtml} />
              </div>
            )}
          </div>
        </div>
      ))}
    </section>
  );
}

/** Interactive problems: how the program reads and writes, said once above the examples. */
function InteractiveNote() {
  const t = useT();
  return (
    <p
      className="rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-900 dark:border-indigo-800 dark:bg-indigo-950/40 dark:text-indigo-200"
      data-testid="interactive-note"
    >
      {t.rich('problems.statement.interactive', {
        strong: (chunks) => <span className="font-semibold">{chunks}</span>,
        code: (chunks) => <code>{chunks}</code>,
      })}
    </p>
  );
}

/**
 * A sample conversation as the package writes it: `>` lines are the program's, `<` lines the judge's
 * (the Kattis `.interaction` format), shown as two speakers.
 */
function Interaction({ text }: { text: string }) {
  const t = useT();
  const lines = text.split('\n').filter((line) => line.length > 0);
  return (
    <div>
      <p className="font-medium text-slate-600 dark:text-slate-300">{t('problems.statement.interaction')}</p>
      <ol
        className="mt-1 space-y-0.5 rounded bg-white p-2 font-mono text-xs dark:bg-slate-900"
        data-testid="interaction"
      >
        {lines.map((line, index) => {
          const fromProgram = line.startsWith('>');
          const message = line.replace(/^[<>] ?/, '');
          return (
            <li key={index} className="flex gap-3">
              <span
                className={`w-16 shrink-0 text-right ${fromProgram ? 'text-indigo-600 dark:text-indigo-400' : 'text-emerald-700 dark:text-emerald-400'}`}
              >
                {fromProgram ? t('problems.statement.you') : t('problems.statement.judge')}
              </span>
              <span className="whitespace-pre">{message}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

function Sample({ label, text }: { label: string; text: string }) {
  return (
    <div>
      <p className="font-medium text-slate-600 dark:text-slate-300">{label}</p>
      <pre className="mt-1 overflow-x-auto rounded bg-white p-2 font-mono text-xs dark:bg-slate-900">
        {text}
      </pre>
    </div>
  );
}
