import { resolve } from 'node:path';

type Listener = (topic: string) => void;

/**
 * In-process wake-up: a publish wakes the consumers of the same file in this process at once,
 * whichever Bus instance they came from. Other processes notice through polling.
 */
const listenersByFile = new Map<string, Set<Listener>>();

export function onPublished(file: string, listener: Listener): () => void {
  const key = resolve(file);
  const listeners = listenersByFile.get(key) ?? new Set<Listener>();
  listenersByFile.set(key, listeners);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      listenersByFile.delete(key);
    }
  };
}

export function notifyPublished(file: string, topic: string): void {
  for (const listener of listenersByFile.get(resolve(file)) ?? []) {
    listener(topic);
  }
}
