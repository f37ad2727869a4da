/**
 * The offline analyser: parses the code, estimates its complexity, checks style and the language's
 * rules, and scores it. `analyseCode` returns everything it measured; `offlineReview` (review.ts)
 * shapes that into the AI review shape (docs/product.md#ai-review).
 */
import type { LanguageId } from '@codeconquer/contracts';
import { estimateComplexity } from './complexity';
import { formatCost } from './complexity/cost';
import { detectPatterns, readApproach, type Pattern } from './patterns';
import { runRules, type Finding } from './rules';
import { codeQualityScore, readabilityScore } from './scoring';
import { checkStyle, type StyleMetrics } from './style';
import { complexitySuggestions } from './suggestions';
import { parse } from './syntax/parser';
import { Program } from './syntax/program';
import type { RecursionKind } from './complexity/recursion';

export type CodeAnalysis = {
  language: LanguageId;
  complexity: { time: string; space: string };
  /** One line naming the approach, e.g. "Reads as: sorting, two pointers — O(n log n) time, O(n) extra space." */
  reading: string;
  patterns: Pattern[];
  metrics: StyleMetrics & {
    /** Deepest nest of input-sized loops. */
    maxLoopDepth: number;
    functions: { name: string; lines: number; recursion: RecursionKind; time: string }[];
    /** Lines where the parser had to recover from a syntax error (empty when the code parses). */
    syntaxErrorLines: number[];
  };
  findings: Finding[];
  styleIssues: string[];
  bestPractices: string[];
  securityIssues: string[];
  optimizationSuggestions: string[];
  codeQuality: number;
  readabilityScore: number;
};

export async function analyseCode(code: string, language: LanguageId): Promise<CodeAnalysis> {
  return analyseProgram(new Program(await parse(code, language)));
}

export function analyseProgram(program: Program): CodeAnalysis {
  const complexity = estimateComplexity(program);
  const patterns = detectPatterns(program, complexity);
  const style = checkStyle(program);
  const findings = runRules(program, complexity.timeDetails);
  const syntaxErrorLines = program.tree.errorLines();
  const messages = (category: Finding['category']): string[] =>
    findings.filter((f) => f.category === category).map((f) => f.message);

  const securityIssues = messages('security');
  const bestPractices = messages('practice');
  if (syntaxErrorLines.length > 0)
    bestPractices.unshift(
      `The code does not parse near line ${syntaxErrorLines.slice(0, 3).join(', ')}: it may not compile, and the analysis there is approximate.`,
    );
  const speedTips = messages('suggestion');
  const optimizationSuggestions = [...complexitySuggestions(program, complexity, patterns), ...speedTips];
  const suggestionCount = optimizationSuggestions.length;
  if (optimizationSuggestions.length === 0)
    optimizationSuggestions.push(
      `No faster approach stands out: the code runs in ${complexity.time} time for its approach.`,
    );

  return {
    language: program.language,
    complexity: { time: complexity.time, space: complexity.space },
    reading: readApproach(patterns, complexity),
    patterns,
    metrics: {
      ...style.metrics,
      maxLoopDepth: complexity.timeDetails.maxLoopDepth,
      functions: complexity.timeDetails.functions.map((fn) => ({
        name: fn.fn.name,
        lines: fn.fn.node.endRow - fn.fn.node.startRow + 1,
        recursion: fn.recursion.kind,
        time: formatCost(fn.total),
      })),
      syntaxErrorLines,
    },
    findings,
    styleIssues: style.issues,
    bestPractices,
    securityIssues,
    optimizationSuggestions,
    readabilityScore: readabilityScore(style.metrics),
    codeQuality: codeQualityScore({
      style: style.metrics,
      securityIssues: securityIssues.length,
      bestPracticeIssues: findings.filter((f) => f.category === 'practice').length,
      speedSuggestions: suggestionCount,
      time: complexity.timeDetails.total,
      parses: syntaxErrorLines.length === 0,
    }),
  };
}
