import { useEffect, useState, useSyncExternalStore } from 'react';
import type { ExternalStore } from './stateCell';

/** A store the page opens when it mounts (if it has anything to open) and closes when it goes. */
export interface ClosableStore<State> extends ExternalStore<State> {
  open?: () => void;
  close: () => void;
}

/**
 * The thin React side of a classroom store: made once per page, subscribed with
 * useSyncExternalStore, opened on mount and closed on unmount (and so again under StrictMode).
 */
export function useClassroomStore<Store extends ClosableStore<unknown>>(
  create: () => Store,
): { state: ReturnType<Store['getState']>; store: Store } {
  const [store] = useState(create);
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  useEffect(() => {
    store.open?.();
    return () => store.close();
  }, [store]);
  return { state: state as ReturnType<Store['getState']>, store };
}
