import { createContext, useContext, type ReactNode } from 'react';
import type { ReadAloud } from './useReadAloud';
import type { ReadingAidsControl } from './useReadingAids';

export interface ReadingAidsValue extends ReadingAidsControl {
  readAloud: ReadAloud;
  /** the schedule lets this exam be read aloud (the quiz always does) */
  readAloudAllowed: boolean;
}

const ReadingAidsContext = createContext<ReadingAidsValue | null>(null);

export const ReadingAidsProvider = ({
  value,
  children,
}: {
  value: ReadingAidsValue;
  children: ReactNode;
}) => <ReadingAidsContext.Provider value={value}>{children}</ReadingAidsContext.Provider>;

/** The reading aids around this part of the exam or quiz; null outside one (previews, tests). */
export function useReadingAidsContext(): ReadingAidsValue | null {
  return useContext(ReadingAidsContext);
}
