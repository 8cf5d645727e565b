import { useState } from 'react';

/**
 * What a dialog shows: the last item it was opened for, kept on screen while the dialog fades out
 * after the item goes back to null. `reset` runs (during the render) when a new item arrives, to
 * clear what the dialog held for the one before; the setters it calls must be declared before.
 */
export function useLastShown<T>(item: T | null, reset?: (item: T) => void): T | null {
  const [shown, setShown] = useState(item);
  if (item && item !== shown) {
    setShown(item);
    reset?.(item);
  }
  return shown;
}
