import type { ConsentSource, ProcessingAction } from '@portal/contracts';
import type { RecordedEvent } from '@portal/platform';
import type { ReadModelDocument } from '../runner/projection';

/**
 * The processing-activity register (GDPR Art. 30 style): one row per event that reads, exports,
 * changes, consents to or erases someone's personal data. Rows hold ids and labels, never the
 * data itself, so they outlive erasure as the record that it happened.
 */
export interface ActivityDocument extends ReadModelDocument {
  subjectId: string;
  organisationId: string;
  action: ProcessingAction;
  dataType: string;
  purpose: string;
  resultStatus: string;
  /** 'self', or the role of whoever acted on the person's data */
  actor: string;
  createdAt: string;
  /** consent rows only */
  consentType?: string;
  consentGiven?: boolean;
  version?: string | null;
  source?: ConsentSource;
}

export type ActivityRow = Omit<ActivityDocument, '_id' | '_rev' | '_version'>;

/** A row about `subjectId`, acted on by themselves, in the organisation of the event's metadata. */
export function row(
  subjectId: string,
  event: RecordedEvent,
  action: ProcessingAction,
  dataType: string,
  purpose: string,
  resultStatus: string,
  createdAt: string,
): ActivityRow {
  const organisationId = (event.metadata.organisationId as string | undefined) ?? '';
  return { subjectId, organisationId, action, dataType, purpose, resultStatus, actor: 'self', createdAt };
}

/** The row, acted on by staff of `role`. */
export function byStaff(activity: ActivityRow, role: string): ActivityRow {
  return { ...activity, actor: role };
}

/** The row, in `organisationId`. */
export function withOrg(organisationId: string, activity: ActivityRow): ActivityRow {
  return { ...activity, organisationId };
}
