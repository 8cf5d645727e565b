import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { StudentListResponse } from '@portal/contracts';
import { GROUPS_QUERY_KEY } from '../groups/useGroups';
import { UNASSIGNED_SHOWN } from '../groups/groupDisplay';
import { apiCall, retryServerErrors, signalOf } from '../providers/apiFetch';
import { useDebounced } from '../student-picker/useStudentSearch';
import { SEARCH_DEBOUNCE_MS } from '../student-picker/studentPicker';
import { assignmentListPath, noticeOf, summaryOf, type AssignmentListFilter } from './assignmentStudents';

// under the groups key: an assignment refreshes the groups, these pages and the counts together
const KEY = [...GROUPS_QUERY_KEY, 'assignment-students'] as const;

async function fetchPage(path: string, signal?: AbortSignal) {
  return apiCall(StudentListResponse, path, signalOf(signal));
}

/** One page of the panel's students, searched once typing pauses; the last page stays while the next loads. */
export function useAssignmentStudents(filter: AssignmentListFilter) {
  const search = useDebounced(filter.search, SEARCH_DEBOUNCE_MS);
  const settled = { ...filter, search, page: search === filter.search ? filter.page : 1 };
  return useQuery({
    queryKey: [...KEY, 'page', settled],
    queryFn: ({ signal }) => fetchPage(assignmentListPath(settled), signal),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
}

/** The summary chips and the unassigned notice: two small counts from the server, not every student. */
export function useAssignmentSummary() {
  return useQuery({
    queryKey: [...KEY, 'summary'],
    queryFn: async ({ signal }) => {
      const base = { search: '', grade: '', page: 1 } as const;
      const [unassigned, assigned] = await Promise.all([
        fetchPage(assignmentListPath({ ...base, status: 'unassigned' }, UNASSIGNED_SHOWN), signal),
        fetchPage(assignmentListPath({ ...base, status: 'assigned' }, 1), signal),
      ]);
      return {
        summary: summaryOf(assigned.total, unassigned.total),
        notice: noticeOf(unassigned.students, unassigned.total),
      };
    },
    retry: retryServerErrors,
  });
}
