import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_READING_AIDS, type ReadingAids } from '@portal/contracts';
import { fetchReadingAids, saveReadingAids } from './readingAidsApi';

export const READING_AIDS_NOT_SAVED =
  'Your reading aids could not be saved. They stay on for now; try again later to keep them.';

export interface ReadingAidsControl {
  aids: ReadingAids;
  /** the profile's aids have been read (until then the defaults show) */
  loaded: boolean;
  change: (update: Partial<ReadingAids>) => void;
  /** the last change did not reach the server */
  saveError: string | null;
}

/**
 * A student's reading aids (issue 19): read from their profile, applied at once when changed,
 * and saved to the profile so they follow the child to the next exam on any device. Nothing is
 * kept in the browser (shared classroom tablets).
 */
export function useReadingAids(): ReadingAidsControl {
  const [aids, setAids] = useState<ReadingAids>(DEFAULT_READING_AIDS);
  const [loaded, setLoaded] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const current = useRef<ReadingAids>(DEFAULT_READING_AIDS);
  const changed = useRef(false);
  const saves = useRef(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchReadingAids(controller.signal).then(
      (stored) => {
        // a choice made while the profile was on its way wins
        if (!changed.current) {
          current.current = stored;
          setAids(stored);
        }
        setLoaded(true);
      },
      () => setLoaded(true),
    );
    return () => controller.abort();
  }, []);

  const change = useCallback((update: Partial<ReadingAids>) => {
    changed.current = true;
    const next = { ...current.current, ...update };
    current.current = next;
    setAids(next);
    // all of them each time: a change whose save failed is kept by the next one that succeeds
    const save = ++saves.current;
    saveReadingAids(next).then(
      () => {
        if (save === saves.current) {
          setSaveError(null);
        }
      },
      () => {
        if (save === saves.current) {
          setSaveError(READING_AIDS_NOT_SAVED);
        }
      },
    );
  }, []);

  return { aids, loaded, change, saveError };
}
