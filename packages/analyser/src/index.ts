/**
 * @codeconquer/analyser — the offline code analyser: complexity, style, best practices and security per
 * language, quality scores, and MOSS-style plagiarism fingerprints, all from tree-sitter syntax trees.
 */
export { analyseCode, type CodeAnalysis } from './analyse';
export { complexityBudget, isTooSlow, sizeBounds } from './budget';
export type { Pattern } from './patterns';
export type { Finding, FindingCategory } from './rules';
export { offlineReview, type OfflineReview } from './review';
export {
  compareFingerprints,
  fingerprint,
  plagiarismScore,
  similarity,
  K as WINNOWING_K,
  W as WINNOWING_W,
  type Fingerprint,
} from './plagiarism';
