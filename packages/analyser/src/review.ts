/** The offline analyser's answer in the AI review shape (docs/product.md#ai-review), without plagiarism. */
import type { AiReview, LanguageId } from '@codeconquer/contracts';
import { analyseCode } from './analyse';

export type OfflineReview = Omit<AiReview, 'plagiarismScore'>;

export async function offlineReview(code: string, language: LanguageId): Promise<OfflineReview> {
  const analysis = await analyseCode(code, language);
  return {
    codeQuality: analysis.codeQuality,
    readabilityScore: analysis.readabilityScore,
    complexityAnalysis: { time: analysis.complexity.time, space: analysis.complexity.space },
    optimizationSuggestions: analysis.optimizationSuggestions,
    bestPractices: analysis.bestPractices,
    styleIssues: analysis.styleIssues,
    securityIssues: analysis.securityIssues,
  };
}
