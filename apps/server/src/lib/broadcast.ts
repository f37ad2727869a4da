/** One value told to every listener in this process: the in-process announcements' common shape. */
export type Broadcast<T> = {
  emit(value: T): void;
  /** Hears every value emitted from now on; returns the function that stops hearing. */
  listen(listener: (value: T) => void): () => void;
};

export function createBroadcast<T>(): Broadcast<T> {
  const listeners = new Set<(value: T) => void>();
  return {
    emit(value) {
      for (const listener of listeners) listener(value);
    },
    listen(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
