/** Time and space complexity of a parsed program. */
import type { Program } from '../syntax/program';
import { formatCost } from './cost';
import { estimateSpace, type SpaceEstimate } from './space';
import { estimateTime, type TimeEstimate } from './time';

export type ComplexityEstimate = {
  /** Big-O strings: 'O(1)', 'O(log n)', 'O(n)', 'O(n log n)', 'O(n^2)', 'O(2^n)'… */
  time: string;
  space: string;
  timeDetails: TimeEstimate;
  spaceDetails: SpaceEstimate;
};

export function estimateComplexity(program: Program): ComplexityEstimate {
  const timeDetails = estimateTime(program);
  const spaceDetails = estimateSpace(program, timeDetails);
  return {
    time: formatCost(timeDetails.total),
    space: formatCost(spaceDetails.total),
    timeDetails,
    spaceDetails,
  };
}
