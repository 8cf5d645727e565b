import type { Group, GroupMember } from '@portal/contracts';
import type { ReadModelStore } from '@portal/platform';
import type { GroupDocument, UserDocument, UserRecord } from '@portal/projections';
import { isLiveUser, USERS_COLLECTION } from '@portal/projections';

function toMember(user: UserDocument): GroupMember {
  return {
    id: user._id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    grade: user.grade,
    enrollmentDate: user.enrollmentDate ?? null,
  };
}

/** Groups as the API answers them (spec 002 §3, §7): tutor reference, members on request. */
export async function groupsView(
  readModels: ReadModelStore,
  groups: readonly GroupDocument[],
  includeStudents: boolean,
): Promise<Group[]> {
  const users = readModels.collection<UserRecord>(USERS_COLLECTION);
  const tutorIds = [...new Set(groups.map((group) => group.tutorId))];
  const memberIds = includeStudents ? [...new Set(groups.flatMap((group) => group.studentIds))] : [];
  const [tutors, members]: [UserRecord[], UserRecord[]] = await Promise.all([
    tutorIds.length ? users.find({ _id: { $in: tutorIds } }).toArray() : [],
    memberIds.length ? users.find({ _id: { $in: memberIds } }).toArray() : [],
  ]);
  const tutorById = new Map(tutors.filter(isLiveUser).map((tutor) => [tutor._id, tutor]));
  const memberById = new Map(members.filter(isLiveUser).map((member) => [member._id, member]));
  return groups.map((group) => {
    const tutor = tutorById.get(group.tutorId);
    const view: Group = {
      id: group._id,
      tutorId: group.tutorId,
      tutor: {
        id: group.tutorId,
        name: tutor ? `${tutor.firstName} ${tutor.lastName}`.trim() : '',
        organizationName: tutor?.tutorProfile?.organizationName ?? null,
      },
      name: group.name,
      description: group.description,
      grade: group.grade,
      academicYear: group.academicYear,
      maxStudents: group.maxStudents,
      isActive: group.isActive,
      createdAt: group.createdAt,
      updatedAt: group.updatedAt,
      memberCount: group.memberCount,
      settings: { subjects: group.subjects },
      schedule: group.schedule,
    };
    if (includeStudents) {
      view.students = group.studentIds
        .map((id) => memberById.get(id))
        .filter((member): member is UserDocument => member !== undefined)
        .map(toMember)
        .sort((a, b) => a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName));
    }
    return view;
  });
}
