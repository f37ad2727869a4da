/** An in-memory job store standing in for the database in the queue tests. */
import type { JudgeJobHandler } from '../src/queue/judge-queue';
import type { JudgeRequest, JudgeResult } from '../src/judge';

export function aPlusBRequest(answerOffset = 0): JudgeRequest {
  return {
    language: 'c',
    source:
      '#include <stdio.h>\nint main(void){int a,b;scanf("%d %d",&a,&b);printf("%d\\n",a+b);return 0;}\n',
    tests: [1, 2, 3].map((i) => ({
      id: String(i),
      input: `${i} ${i}`,
      answer: String(2 * i + answerOffset),
    })),
    limits: { timeLimitMs: 1000, memoryLimitMb: 64 },
  };
}

export function memoryStore(requests: Record<string, JudgeRequest>) {
  const saved = new Map<string, JudgeResult>();
  const failed = new Map<string, string>();
  const loads = new Map<string, number>();
  const handler: JudgeJobHandler = {
    load: async (jobId) => {
      loads.set(jobId, (loads.get(jobId) ?? 0) + 1);
      return requests[jobId] ?? null;
    },
    save: async (jobId, result) => {
      saved.set(jobId, result);
    },
    fail: async (jobId, reason) => {
      failed.set(jobId, reason);
    },
  };
  return { handler, saved, failed, loads };
}
