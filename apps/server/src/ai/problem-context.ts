/** A problem as the AI sees it: title, difficulty, tags, statement, constraints and the setter's hint. */
import type { Database } from '../db/client';
import { findProblemRow, type ProblemViewer } from '../problems/problem-queries';
import type { HintProblem } from './ai-service';

export async function problemContext(
  db: Database,
  problemId: string,
  viewer: ProblemViewer,
): Promise<HintProblem & { id: string }> {
  const row = await findProblemRow(db, problemId, viewer);
  const constraints = row.content.filter((block) => block.type === 'constraints').map((block) => block.value);
  return {
    id: row.id,
    title: row.title,
    difficulty: row.difficulty,
    tags: row.tags,
    statement: row.description,
    timeLimit: row.timeLimitMs / 1000,
    memoryLimit: row.memoryLimitMb,
    constraints: constraints.length > 0 ? constraints.join('\n') : null,
    staticHint: row.staticHint,
  };
}
