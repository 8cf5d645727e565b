import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { StudentListResponse } from '@portal/contracts';
import { apiCall, retryServerErrors, signalOf } from '../providers/apiFetch';
import {
  SEARCH_DEBOUNCE_MS,
  pickedOf,
  searchTerm,
  studentSearchPath,
  type PickedStudent,
} from './studentPicker';

export interface StudentSearchPage {
  students: PickedStudent[];
  /** every student matching the search (more than shown when the page is full) */
  total: number;
}

export async function searchStudents(typed: string, signal?: AbortSignal): Promise<StudentSearchPage> {
  const { students, total } = await apiCall(StudentListResponse, studentSearchPath(typed), signalOf(signal));
  return { students: students.map(pickedOf), total };
}

/** The value after it has stopped changing for `delayMs`. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * One page of students matching what was typed, asked of the server once typing pauses. While a
 * new search runs the previous page stays shown (no flicker), and `searching` says so.
 */
export function useStudentSearch(typed: string, enabled: boolean) {
  const term = useDebounced(searchTerm(typed), SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: ['students', 'search', term],
    queryFn: ({ signal }) => searchStudents(term, signal),
    enabled,
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
    staleTime: 30_000,
  });
  return {
    page: query.data ?? null,
    searching: enabled && (query.isFetching || term !== searchTerm(typed)),
    error: query.isError ? query.error : null,
    retry: () => void query.refetch(),
  };
}
