import { useQueryClient } from '@tanstack/react-query';

/** The dashboard's figures count students, tutors, groups and exams: a save there reads them again. */
export const DASHBOARD_KEY = ['dashboard'] as const;

/** A function that marks these queries stale (and reads the shown ones again), e.g. after a save. */
export function useInvalidate(...queryKeys: readonly (readonly unknown[])[]) {
  const queryClient = useQueryClient();
  return () => Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
