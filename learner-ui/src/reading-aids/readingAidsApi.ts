import {
  ReadingAidsResponse,
  readingAidsOf,
  type ReadingAids,
  type ReadingAidsRequest,
} from '@portal/contracts';
import { apiCall, fetchProfile } from '@portal/ui-shared';

/** The student's reading aids as their profile keeps them (issue 19). */
export async function fetchReadingAids(signal?: AbortSignal): Promise<ReadingAids> {
  return readingAidsOf((await fetchProfile(signal)).readingAids);
}

/** PUT /profile/reading-aids: what the student changed; the answer is all their aids. */
export async function saveReadingAids(change: ReadingAidsRequest): Promise<ReadingAids> {
  const answer = await apiCall(ReadingAidsResponse, '/profile/reading-aids', { method: 'PUT', body: change });
  return answer.readingAids;
}
