import type { ProcessingActivity, UserDataAccess } from '@portal/contracts';
import { complianceStreams } from '@portal/contracts';
import type { ActivityDocument, PrivacyDocument, UserDocument } from '@portal/projections';
import { PRIVACY_COLLECTION, PROCESSING_ACTIVITIES_COLLECTION } from '@portal/projections';
import { toProfile } from '../accounts/profileRoutes';
import type { ApiDeps } from '../deps';
import type { Caller } from '../http/auth';
import { consentStates } from './consentRoutes';
import { toActivity } from './registerViews';
import { gatherSubjectData } from './subjectData';
import { preferencesDocument, preferencesRecordOf } from '../notifications/communication';

/** Records a read or export of someone's personal data as a processing activity. */
export async function recordAccess(
  deps: ApiDeps,
  subject: { userId: string; organisationId: string },
  actor: Caller,
  access: { action: 'data_access' | 'data_export' | 'data_portability'; dataType: string; purpose: string },
): Promise<void> {
  const result = await deps.eventStore.append(
    complianceStreams.processing(subject.userId),
    [
      {
        type: 'PersonalDataAccessed',
        data: {
          ...subject,
          actorId: actor.userId,
          actorRole: actor.role,
          ...access,
          accessedAt: deps.now().toISOString(),
        },
        metadata: { organisationId: subject.organisationId },
      },
    ],
    { expectedRevision: 'any' },
  );
  await deps.awaitProjections(complianceStreams.processing(subject.userId), result.position);
}

/**
 * Everything we hold about the person (Art. 15): the spec's keys, then their attempts with
 * answers, live-quiz submissions, essay feedback, progress and (a parent) children's summary.
 */
export async function dataOf(deps: ApiDeps, user: UserDocument): Promise<UserDataAccess> {
  const [document, subject, communication] = await Promise.all([
    deps.readModels.collection<PrivacyDocument>(PRIVACY_COLLECTION).findOne({ _id: user._id }),
    gatherSubjectData(deps, user),
    preferencesDocument(deps, user._id),
  ]);
  const { id: _id, ...profile } = toProfile(user);
  return {
    createdAt: user.registeredAt,
    updatedAt: user.updatedAt,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    dateOfBirth: user.dateOfBirth,
    profile: {
      ...profile,
      parentName: user.parentName,
      // what staff keep about a student (people module): it is the student's data too
      ...(user.role === 'student' && {
        studentId: user.studentNumber ?? null,
        parentPhone: user.parentPhone ?? null,
        targetSchools: user.targetSchools ?? [],
        specialNeeds: user.specialNeeds ?? null,
        notes: user.notes ?? null,
      }),
    },
    examAttempts: subject.examAttempts,
    progress: subject.progress,
    consents: consentStates(document),
    restrictions: document?.restrictions ?? [],
    progressSummary: subject.progressSummary,
    liveQuizSubmissions: subject.liveQuizSubmissions,
    essayFeedback: subject.essayFeedback,
    children: subject.children,
    communicationPreferences: preferencesRecordOf(communication),
  };
}

/** The person's processing activities, newest first (at most 500). */
export async function activitiesOf(deps: ApiDeps, userId: string): Promise<ProcessingActivity[]> {
  return (
    await deps.readModels
      .collection<ActivityDocument>(PROCESSING_ACTIVITIES_COLLECTION)
      .find({ subjectId: userId }, { sort: { createdAt: -1, _id: 1 }, limit: 500 })
      .toArray()
  ).map(toActivity);
}
