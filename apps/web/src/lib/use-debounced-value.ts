import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs`: a preview the server renders asks for the text after
 * a pause in the typing, not for every key.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
