import { useDataProvider } from 'react-admin';
import { useServerRead, useServerReadById } from '../common/useServerRead';
import type { PortalDataProvider } from '../providers/dataProvider';

/** Every cached mock read starts with this key. */
export const MOCK_EXAMS_KEY = ['mock-exams'] as const;

/** The caller's mocks (tutor, admin): the list page reads them through getList, the form's suggestions here. */
export function useMockNames(enabled: boolean) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useServerReadById(
    [...MOCK_EXAMS_KEY, 'names'],
    enabled ? 'mine' : null,
    async (_id, signal) => [...new Set((await dataProvider.getMocks(signal)).map((mock) => mock.name))],
    60_000,
    { retry: false },
  );
}

/** One mock's results table, fresh for 30 s (late attempts may still move a provisional one). */
export function useMockResults(mockId: string | null) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useServerReadById(
    [...MOCK_EXAMS_KEY, 'results'],
    mockId,
    (id, signal) => dataProvider.getMockResults(id, signal),
    30_000,
  );
}

/** One child's own mocks (a parent's view). */
export function useStudentMocks(studentId: string) {
  const dataProvider = useDataProvider<PortalDataProvider>();
  return useServerRead(
    [...MOCK_EXAMS_KEY, 'student', studentId],
    (signal) => dataProvider.getStudentMocks(studentId, signal),
    60_000,
  );
}
