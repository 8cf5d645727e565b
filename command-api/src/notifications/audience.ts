import type { ReadModelStore } from '@portal/platform';
import type {
  CommunicationPreferencesDocument,
  PrivacyDocument,
  UserDocument,
  UserRecord,
} from '@portal/projections';
import {
  COMMUNICATION_PREFERENCES_COLLECTION,
  PRIVACY_COLLECTION,
  USERS_COLLECTION,
  isLiveUser,
} from '@portal/projections';
import type { RecipientFacts } from './eligibility';

/** A person to write to about some students: themselves (a student) or their linked children. */
export interface AudienceMember {
  readonly person: UserDocument;
  /** empty: the person is the student; otherwise a parent's children among the students */
  readonly children: readonly UserDocument[];
}

/** The accounts among the records that are not erased. */
export const live = (records: readonly UserRecord[]) => records.filter(isLiveUser);

/**
 * The students (of one organisation, still there and not erased) and each of their linked
 * parents (`parentIds`: a link proven by the mailed link or made by staff; an e-mail address
 * alone links nobody). A parent of two of the students is one member naming both.
 */
export async function audienceOf(
  readModels: ReadModelStore,
  organisationId: string,
  studentIds: readonly string[],
): Promise<AudienceMember[]> {
  if (studentIds.length === 0) {
    return [];
  }
  const users = readModels.collection<UserRecord>(USERS_COLLECTION);
  const students = live(
    await users.find({ _id: { $in: [...studentIds] }, organisationId, role: 'student' }).toArray(),
  );
  const parentIds = [...new Set(students.flatMap((student) => student.parentIds ?? []))];
  const parents =
    parentIds.length === 0
      ? []
      : live(await users.find({ _id: { $in: parentIds }, organisationId, role: 'parent' }).toArray());
  return [
    ...students.map((student) => ({ person: student, children: [] })),
    ...parents.map((parent) => ({
      person: parent,
      children: students.filter((student) => (student.parentIds ?? []).includes(parent._id)),
    })),
  ];
}

/** What decides whether each person may be written to, by id (users read again: never stale). */
export async function recipientFactsOf(
  readModels: ReadModelStore,
  ids: readonly string[],
): Promise<Map<string, RecipientFacts>> {
  const filter = { _id: { $in: [...ids] } };
  const [users, privacy, preferences] = await Promise.all([
    readModels.collection<UserRecord>(USERS_COLLECTION).find(filter).toArray(),
    readModels.collection<PrivacyDocument>(PRIVACY_COLLECTION).find(filter).toArray(),
    readModels
      .collection<CommunicationPreferencesDocument>(COMMUNICATION_PREFERENCES_COLLECTION)
      .find(filter)
      .toArray(),
  ]);
  const byId = <T extends { _id: string }>(documents: readonly T[], id: string) =>
    documents.find((document) => document._id === id) ?? null;
  return new Map(
    ids.map((id) => [
      id,
      { user: byId(users, id), privacy: byId(privacy, id), preferences: byId(preferences, id) },
    ]),
  );
}
