import {
  AccommodationResponse,
  AccommodationsResponse,
  type Accommodation,
  type AccommodationRequest,
} from '@portal/contracts';
import { apiCall, signalOf } from '../providers/apiFetch';

/** GET /exam-attempts/accommodations: every accommodation of the student (general and per schedule). */
export async function fetchAccommodations(studentId: string, signal?: AbortSignal): Promise<Accommodation[]> {
  const path = `/exam-attempts/accommodations?studentId=${encodeURIComponent(studentId)}`;
  return (await apiCall(AccommodationsResponse, path, signalOf(signal))).accommodations;
}

/** PUT /exam-attempts/accommodations; a running attempt it reaches has its deadline moved at once. */
export async function saveAccommodation(body: AccommodationRequest): Promise<AccommodationResponse> {
  return apiCall(AccommodationResponse, '/exam-attempts/accommodations', { method: 'PUT', body });
}

export const accommodationsKey = (studentId: string) => ['accommodations', studentId] as const;
