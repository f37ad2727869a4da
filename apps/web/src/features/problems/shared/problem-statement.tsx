/**
 * A problem's statement (docs/product.md#problem-detail): its content blocks (text, constraints, image,
 * author), or the plain description with its line breaks when there are none, its source and licence,
 * then the examples. Under
 * the page's h1 (the title), its headings are h2 (Constraints, each example, the text's own sections).
 */
import type { Problem } from '@codeconquer/contracts';
import { Markdown } from '@/components/markdown/markdown';
import { StatementBlock } from '@/components/markdown/statement-block';

export function ProblemStatement({ problem }: { problem: Problem }) {
  return (
    <div className="space-y-6">
      {problem.content.length > 0 ? (
        <div className="space-y-4">
          {problem.content.map((block, index) => (
            <StatementBlock key={index} block={block} />
          ))}
        </div>
      ) : (
        <p className="text-sm leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300">
          {problem.description}
        </p>
      )}
      <Attribution source={problem.source} license={problem.license} />
      <Examples examples={problem.examples} />
    </div>
  );
}

/** Where a problem comes from and under which licence (a shared package's terms ask for both). */
function Attribution({ source, license }: { source: string | null; license: string | null }) {
  const parts = [source && `Source: ${source}`, license && `Licence: ${license}`].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <p className="text-xs text-slate-500 dark:text-slate-400" data-testid="problem-attribution">
      {parts.join(' · ')}
    </p>
  );
}

function Examples({ examples }: { examples: Problem['examples'] }) {
  if (examples.length === 0) return null;
  return (
    <section aria-label="Examples" className="space-y-4">
      {examples.map((example, index) => (
        <div key={index}>
          <h2 className="mb-2 font-semibold text-slate-900 dark:text-slate-100">Example {index + 1}</h2>
          <div className="space-y-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm dark:border-slate-700 dark:bg-slate-800/50">
            <Sample label="Input" text={example.input} />
            <Sample label="Output" text={example.output} />
            {example.explanation && (
              <div>
                <p className="font-medium text-slate-600 dark:text-slate-300">Explanation</p>
                <Markdown>{example.explanation}</Markdown>
              </div>
            )}
          </div>
        </div>
      ))}
    </section>
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
