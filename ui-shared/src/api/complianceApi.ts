import {
  CommunicationPreferencesResponse,
  ConsentSavedResponse,
  ConsentStatusResponse,
  DataAccessResponse,
  DataPortabilityResponse,
  ProcessingActivitiesResponse,
  RightsRequestAccepted,
  type CommunicationPreferences,
  type ConsentSource,
  type ConsentType,
  type ProcessingActivity,
  type RestrictableData,
  type UserDataAccess,
} from '@portal/contracts';
import { apiCall } from './apiFetch';

/** Consent and data-subject rights (docs/api/accounts-and-privacy.md); answers parsed with the contract's schemas. */

/** The privacy page loads its data under this timeout (spec 001 §9). */
export const PRIVACY_TIMEOUT_MS = 15_000;

export function fetchConsentStatus(signal?: AbortSignal): Promise<ConsentStatusResponse> {
  return apiCall(ConsentStatusResponse, '/compliance/consent/status', { signal });
}

export interface ConsentChoice {
  consentType: ConsentType;
  consentGiven: boolean;
  parentalConsentEmail?: string | null;
  source?: ConsentSource;
}

export async function postConsent(choice: ConsentChoice): Promise<void> {
  await apiCall(ConsentSavedResponse, '/compliance/consent', {
    method: 'POST',
    body: {
      consentType: choice.consentType,
      consentGiven: choice.consentGiven,
      parentalConsentEmail: choice.parentalConsentEmail ?? null,
      ...(choice.source ? { source: choice.source } : {}),
    },
  });
}

export async function fetchDataAccess(signal?: AbortSignal): Promise<UserDataAccess> {
  const answer = await apiCall(DataAccessResponse, '/compliance/data-access', {
    signal,
    timeoutMs: PRIVACY_TIMEOUT_MS,
  });
  return answer.data;
}

export async function fetchProcessingActivities(signal?: AbortSignal): Promise<ProcessingActivity[]> {
  const answer = await apiCall(ProcessingActivitiesResponse, '/compliance/processing-activities', {
    signal,
    timeoutMs: PRIVACY_TIMEOUT_MS,
  });
  return answer.activities;
}

export async function requestDataPortability(): Promise<unknown> {
  const answer = await apiCall(DataPortabilityResponse, '/compliance/data-portability', {
    method: 'POST',
    timeoutMs: PRIVACY_TIMEOUT_MS,
  });
  return answer.data;
}

/** DELETE /compliance/data-erasure: the account's e-mail typed and its current password (checked by the server). */
export async function requestDataErasure(request: {
  email: string;
  password: string;
  reason: string | null;
}): Promise<string | undefined> {
  const answer = await apiCall(RightsRequestAccepted, '/compliance/data-erasure', {
    method: 'DELETE',
    body: request,
  });
  return answer.message;
}

/** The fixed reason the privacy page sends with a restriction request (spec 001 §7). */
export const RESTRICTION_REASON = 'Requested by the user from the Privacy & Data page';

export async function requestProcessingRestriction(
  dataTypes: RestrictableData[],
): Promise<string | undefined> {
  const answer = await apiCall(RightsRequestAccepted, '/compliance/restrict-processing', {
    method: 'POST',
    body: { dataTypes, reason: RESTRICTION_REASON },
  });
  return answer.message;
}

/** GET /profile/communication: whether the person receives exam reminders and the weekly digest. */
export async function fetchCommunicationPreferences(signal?: AbortSignal): Promise<CommunicationPreferences> {
  return (await apiCall(CommunicationPreferencesResponse, '/profile/communication', { signal })).preferences;
}

/** PUT /profile/communication: turns a kind of reminder e-mail on or off; answers them all. */
export async function saveCommunicationPreferences(
  change: Partial<CommunicationPreferences>,
): Promise<CommunicationPreferences> {
  return (
    await apiCall(CommunicationPreferencesResponse, '/profile/communication', { method: 'PUT', body: change })
  ).preferences;
}
