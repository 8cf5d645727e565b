import type { Student, Tutor } from '@portal/contracts';
import type { ReadModelStore } from '@portal/platform';
import type { UserDocument, UserRecord } from '@portal/projections';
import { isLiveUser, GROUPS_COLLECTION, USERS_COLLECTION } from '@portal/projections';

/** A tutor's account as the console shows it (spec 001 §3). */
export function toTutor(user: UserDocument, studentCount: number): Tutor {
  const profile = user.tutorProfile;
  return {
    id: user._id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    organizationName: profile?.organizationName ?? null,
    specializations: profile?.specializations ?? [],
    qualifications: profile?.qualifications ?? null,
    experience: profile?.experience ?? 0,
    contactPhone: profile?.contactPhone ?? null,
    address: profile?.address ?? null,
    isVerified: user.isVerified !== false,
    isActive: user.isActive !== false,
    createdAt: user.registeredAt,
    studentCount,
  };
}

export function toStudent(
  user: UserDocument,
  tutorName: string | null,
  groupName: string | null = null,
): Student {
  return {
    id: user._id,
    studentId: user.studentNumber ?? '',
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    dateOfBirth: user.dateOfBirth,
    grade: user.grade,
    school: user.school,
    parentEmail: user.parentEmail,
    parentPhone: user.parentPhone ?? null,
    targetSchools: user.targetSchools ?? [],
    specialNeeds: user.specialNeeds ?? null,
    notes: user.notes ?? null,
    tutorId: user.tutorId ?? null,
    tutorName,
    awaitingFirstSignIn: user.mustChangePassword === true,
    createdAt: user.registeredAt,
    groupId: user.groupId ?? null,
    groupName: user.groupId ? groupName : null,
    enrollmentDate: user.groupId ? (user.enrollmentDate ?? null) : null,
  };
}

/** "First Last" of the given accounts that are still live, by id (one query for a page). */
export async function namesById(
  readModels: ReadModelStore,
  ids: Iterable<string>,
): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) {
    return new Map();
  }
  const users = await readModels
    .collection<UserRecord>(USERS_COLLECTION)
    .find({ _id: { $in: unique } })
    .toArray();
  return new Map(
    users.filter(isLiveUser).map((user) => [user._id, `${user.firstName} ${user.lastName}`.trim()]),
  );
}

export async function studentsView(readModels: ReadModelStore, users: UserDocument[]): Promise<Student[]> {
  const tutors = await namesById(
    readModels,
    users.map((user) => user.tutorId).filter((id): id is string => Boolean(id)),
  );
  const groupIds = [...new Set(users.map((user) => user.groupId).filter((id): id is string => Boolean(id)))];
  const groups =
    groupIds.length === 0
      ? []
      : await readModels
          .collection<{ _id: string; name: string }>(GROUPS_COLLECTION)
          .find({ _id: { $in: groupIds } }, { projection: { _id: 1, name: 1 } })
          .toArray();
  const groupNames = new Map(groups.map((group) => [group._id, group.name]));
  return users.map((user) =>
    toStudent(
      user,
      user.tutorId ? (tutors.get(user.tutorId) ?? null) : null,
      user.groupId ? (groupNames.get(user.groupId) ?? null) : null,
    ),
  );
}
