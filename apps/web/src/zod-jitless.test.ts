import { describe, expect, it } from 'vitest';
import { z } from './zod-jitless';

describe('zod-jitless', () => {
  it('is zod with jitless on, whose object schemas parse as before', () => {
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ id: z.string(), n: z.number().int() });
    expect(schema.parse({ id: 'a', n: 1 })).toEqual({ id: 'a', n: 1 });
    expect(schema.safeParse({ id: 'a', n: 1.5 }).success).toBe(false);
  });
});
