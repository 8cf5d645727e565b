import { OwnMocksResponse } from '@portal/contracts';
import { apiCall } from '@portal/ui-shared';

/** GET /analytics/students/:id/mocks: the student's own mock exams, oldest first. */
export async function fetchOwnMocks(studentId: string, signal?: AbortSignal): Promise<OwnMocksResponse> {
  return apiCall(OwnMocksResponse, `/analytics/students/${encodeURIComponent(studentId)}/mocks`, { signal });
}
