import {
  AccommodationResponse,
  AccommodationsResponse,
  type Accommodation,
  type AccommodationRequest,
} from '@portal/contracts';
import { apiFetch, signalOf } from '../providers/apiFetch';

/** GET /exam-attempts/accommodations: every accommodation of the student (general and per schedule). */
export async function fetchAccommodations(studentId: string, signal?: AbortSignal): Promise<Accommodation[]> {
  const answer = await apiFetch(
    `/exam-attempts/accommodations?studentId=${encodeURIComponent(studentId)}`,
    signalOf(signal),
  );
  return AccommodationsResponse.parse(answer).accommodations;
}

/** PUT /exam-attempts/accommodations; a running attempt it reaches has its deadline moved at once. */
export async function saveAccommodation(body: AccommodationRequest): Promise<AccommodationResponse> {
  const answer = await apiFetch('/exam-attempts/accommodations', { method: 'PUT', json: body });
  return AccommodationResponse.parse(answer);
}

export const accommodationsKey = (studentId: string) => ['accommodations', studentId] as const;
