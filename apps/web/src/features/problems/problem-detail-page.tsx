/** /problems/{id}. Problems arrive with the problem bank; until then every id is an unknown problem. */
import { ProblemNotFound } from './problem-not-found';

export function ProblemDetailPage() {
  return (
    <div className="mx-auto max-w-4xl">
      <ProblemNotFound />
    </div>
  );
}
