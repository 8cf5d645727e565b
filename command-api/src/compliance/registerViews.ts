import type {
  ConsentRecord,
  Officer,
  ProcessingActivity,
  RegisterEntry,
  RightsRequest,
} from '@portal/contracts';
import type { ActivityDocument, RightsRequestDocument, UserDocument, UserRecord } from '@portal/projections';
import { isLiveUser } from '@portal/projections';

/**
 * The pure shaping of the compliance registers: a processing activity as its subject and the
 * officer read it, a consent record, a rights request, an officer.
 */

export type NameOf = (id: string) => { name: string; role: string };

export function personName(user: UserRecord | undefined): { name: string; role: string } {
  if (!user) {
    return { name: 'Unknown person', role: 'unknown' };
  }
  return isLiveUser(user)
    ? { name: `${user.firstName} ${user.lastName}`.trim(), role: user.role }
    : { name: 'Erased user', role: user.role };
}

export function toActivity(document: ActivityDocument): ProcessingActivity {
  return {
    id: document._id,
    action: document.action,
    dataType: document.dataType,
    purpose: document.purpose,
    createdAt: document.createdAt,
    resultStatus: document.resultStatus,
    actor: document.actor,
  };
}

export function toOfficer(user: UserDocument): Officer {
  return {
    id: user._id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    createdAt: user.registeredAt,
  };
}

export function toEntry(row: ActivityDocument, nameOf: NameOf): RegisterEntry {
  const person = nameOf(row.subjectId);
  return { ...toActivity(row), subjectId: row.subjectId, subjectName: person.name, subjectRole: person.role };
}

export const REGISTER_CSV_COLUMNS = [
  'createdAt',
  'subjectId',
  'subjectName',
  'subjectRole',
  'action',
  'dataType',
  'purpose',
  'actor',
  'resultStatus',
] as const;

export function toConsentRecord(row: ActivityDocument, nameOf: NameOf): ConsentRecord {
  return {
    id: row._id,
    subjectId: row.subjectId,
    subjectName: nameOf(row.subjectId).name,
    consentType: row.consentType as ConsentRecord['consentType'],
    consentGiven: row.consentGiven === true,
    version: row.version ?? null,
    source: row.source ?? 'consent_form',
    createdAt: row.createdAt,
  };
}

export function toRightsRequest(row: RightsRequestDocument, nameOf: NameOf): RightsRequest {
  return {
    id: row._id,
    subjectId: row.subjectId,
    subjectName: nameOf(row.subjectId).name,
    type: row.type,
    status: row.status,
    dataTypes: row.dataTypes,
    requestedAt: row.requestedAt,
    completedAt: row.completedAt,
  };
}
