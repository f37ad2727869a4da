/**
 * Hint 2 without an LLM: built from the problem's constraints (what running time they allow), its tags
 * (the technique each one suggests) and the analyser's reading of the user's current code (what it does
 * now, and whether that is fast enough). It points the way; it never writes the solution. What the
 * constraints allow and whether a complexity is too slow for them come from the analyser
 * (`complexityBudget`, `isTooSlow`), which the problem-bank test checks against every bank solution.
 */
import { failingTestSentence } from './failing-test-text';
import { analyseCode, complexityBudget, isTooSlow } from '@codeconquer/analyser';
import type { HintRequest } from './ai-service';

const TAG_ADVICE: Record<string, string> = {
  Arrays:
    'a single pass that keeps a running value (a sum, a best-so-far, a count) often replaces nested loops',
  Strings: 'work on character counts or positions instead of building new strings inside loops',
  Math: 'look for a formula or an invariant before simulating; watch for overflow and use 64-bit integers',
  Greedy:
    'decide what the best local choice is, and convince yourself with a swap argument that it never hurts',
  Sorting: 'sorting first often turns a quadratic search into a linear sweep',
  'Binary Search': 'if checking "is the answer at most X?" is easy and monotone, binary search on X',
  'Two Pointers':
    'on sorted data, move two indices towards each other or in the same direction instead of trying all pairs',
  Stack: 'a monotonic stack answers "nearest greater/smaller element" questions in one pass',
  Queue: 'a queue (or a deque for sliding windows) keeps the elements still in play in arrival order',
  'Hash Table':
    'a hash map of values (or prefix sums) seen so far answers "have I seen the complement?" in O(1)',
  Graphs: 'model the input as a graph and store it as adjacency lists',
  BFS: 'breadth-first search from the start gives shortest paths when every edge costs the same',
  DFS: 'a depth-first search (iterative, to avoid deep recursion) explores each component once',
  'Shortest Path': 'with weighted edges, Dijkstra with a priority queue finds shortest paths in O(m log n)',
  'Union Find': 'union-find with path compression merges groups and answers "same group?" almost in O(1)',
  'Topological Sort':
    "process nodes whose prerequisites are all done (Kahn's algorithm); a cycle leaves nodes unprocessed",
  Trees: 'root the tree and compute values bottom-up (children before parents)',
  'Dynamic Programming':
    'define a state that captures everything the future depends on, then fill a table from smaller states',
  'Bit Manipulation': 'look at each bit position separately; x & (x - 1) clears the lowest set bit',
  'Sliding Window': 'grow the window on the right and shrink it on the left while it breaks the condition',
  'Prefix Sum': 'prefix sums answer any range sum in O(1) after one pass',
  Recursion: 'solve the problem for a smaller input and combine; make sure each call makes progress',
  Heap: 'a heap keeps the smallest (or largest) of a changing set available in O(log n)',
};

export async function offlineHint({ problem, code, language, failingTest }: HintRequest): Promise<string> {
  const parts: string[] = [];
  // The surest lead first: a small input this very code fails.
  if (failingTest) parts.push(failingTestSentence(failingTest));
  const budget = complexityBudget(problem.constraints);
  if (budget) parts.push(budget);
  const advice = problem.tags
    .map((tag) => TAG_ADVICE[tag])
    .filter(Boolean)
    .slice(0, 2);
  if (advice.length > 0)
    parts.push(`This is a ${problem.tags.slice(0, 3).join(' / ')} problem: ${advice.join('; ')}.`);
  if (code?.trim() && language) {
    const analysis = await analyseCode(code, language);
    parts.push(`Your current code ${analysis.reading.replace(/^Reads as:/, 'reads as:')}`);
    if (isTooSlow(analysis.complexity.time, problem.constraints))
      parts.push(
        `${analysis.complexity.time} will not pass the largest tests. ${analysis.optimizationSuggestions[0] ?? ''}`.trim(),
      );
  } else {
    parts.push('Write a first version, even a slow one, and ask again: the hint then looks at your code.');
  }
  return parts.join(' ');
}
