import {
  PracticeSetResponse,
  PracticeSetsOverviewResponse,
  type PracticeSetKind,
  type PracticeSetSummary,
} from '@portal/contracts';
import { apiCall } from '@portal/ui-shared';

/** GET /practice-sets/overview: what "Practise my weak topics" and "Review my mistakes" would build now. */
export function fetchPracticeSetsOverview(signal?: AbortSignal): Promise<PracticeSetsOverviewResponse> {
  return apiCall(PracticeSetsOverviewResponse, `/practice-sets/overview?_=${Date.now()}`, { signal });
}

/** POST /practice-sets: builds a set; its id is the exam id the exam view starts. */
export async function buildPracticeSet(kind: PracticeSetKind, size: number): Promise<PracticeSetSummary> {
  const answer = await apiCall(PracticeSetResponse, '/practice-sets', {
    method: 'POST',
    body: { kind, size },
  });
  return answer.practiceSet;
}
