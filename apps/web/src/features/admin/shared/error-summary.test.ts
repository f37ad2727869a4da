import { describe, expect, it } from 'vitest';
import { errorSummary } from './error-summary';

const LABELS = { title: 'Title', statement: 'Statement' };

describe('errorSummary', () => {
  it("names each refused field in the form's order, a problem of no field last", () => {
    expect(
      errorSummary(LABELS, {
        statement: 'The statement can be at most 256 KB.',
        title: 'Give the problem a title.',
        form: 'Something else.',
      }),
    ).toEqual([
      'Title: Give the problem a title.',
      'Statement: The statement can be at most 256 KB.',
      'Something else.',
    ]);
    expect(errorSummary(LABELS, {})).toEqual([]);
  });
});
