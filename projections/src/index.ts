import type { AnyProjection } from './runner/projection';
import { defineProjection } from './runner/projection';
import { usersProjection } from './accounts/users.projection';
import { privacyProjection } from './compliance/privacy.projection';
import { processingActivitiesProjection } from './compliance/processingActivities.projection';
import { rightsRequestsProjection } from './compliance/rightsRequests.projection';
import { recentActivityProjection } from './people/recentActivity.projection';
import { studentExamsProjection } from './people/studentExams.projection';
import { groupsProjections } from './groups';
import { examsProjections } from './exams';
import { schedulesProjections } from './schedules';
import { attemptsProjections } from './attempts';
import { analyticsProjections } from './analytics';
import { classroomProjections } from './classroom';
import { enrolmentProjections } from './people/enrolment';
import { communicationPreferencesProjection } from './notifications/communicationPreferences.projection';

export * from './collections';
export * from './runner/projection';
export * from './runner/projectionRunner';
export * from './runner/replay';
export * from './runner/watermarks';
export * from './runner/checkpoints';
export * from './relay/relay';
export * from './relay/lease';
export type { UserDocument, UserRecord, ErasedUserDocument, UserStatus } from './accounts/userDocument';
export { isLiveUser } from './accounts/userDocument';
export type { PrivacyDocument, ConsentEntry } from './compliance/privacy.projection';
export { processingAllowed } from './compliance/privacy.projection';
export type { ActivityDocument } from './compliance/activityRow';
export { activityOf } from './compliance/processingActivities.projection';
export type { RightsRequestDocument } from './compliance/rightsRequests.projection';
export { rightsRequestId } from './compliance/rightsRequests.projection';
export type { RecentActivityDocument } from './people/recentActivity.projection';
export type { StudentExamDocument } from './people/studentExams.projection';
export { studentExamId } from './people/studentExams.projection';
export type { GroupDocument } from './groups';
export type { ExamDocument, QuestionImageDocument } from './exams';
export type { ExamScheduleDocument } from './schedules';
export type {
  AttemptDocument,
  AttemptQuestionResult,
  AccommodationDocument,
  PracticeSetDocument,
} from './attempts';
export type { StudentAnalyticsDocument, ScheduleAnalyticsDocument } from './analytics';
export { studentFigures } from './analytics';
export type { QuizTemplateDocument, ClassroomSessionDocument } from './classroom';
export type { JoinCodeDocument, InvitationDocument } from './people/enrolment';
export { quizAsExam, classroomAttemptFacts, classroomExamId, classroomSessionCodeOf } from './classroom';
export type { CommunicationPreferencesDocument } from './notifications/communicationPreferences.projection';
export { receivesKind } from './notifications/communicationPreferences.projection';

/** Every read model of the platform. */
export const allProjections: readonly AnyProjection[] = [
  defineProjection(usersProjection),
  defineProjection(privacyProjection),
  defineProjection(processingActivitiesProjection),
  defineProjection(rightsRequestsProjection),
  defineProjection(recentActivityProjection),
  defineProjection(studentExamsProjection),
  ...groupsProjections,
  ...examsProjections,
  ...schedulesProjections,
  ...attemptsProjections,
  ...analyticsProjections,
  ...classroomProjections,
  ...enrolmentProjections,
  defineProjection(communicationPreferencesProjection),
];
