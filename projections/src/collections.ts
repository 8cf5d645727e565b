/**
 * The read models' collection names, each declared once beside its projection: services read a
 * read model by these constants, never by a string of their own.
 */
export { USERS_COLLECTION } from './accounts/users.projection';
export { PRIVACY_COLLECTION } from './compliance/privacy.projection';
export { PROCESSING_ACTIVITIES_COLLECTION } from './compliance/processingActivities.projection';
export { RIGHTS_REQUESTS_COLLECTION } from './compliance/rightsRequests.projection';
export { RECENT_ACTIVITY_COLLECTION } from './people/recentActivity.projection';
export { STUDENT_EXAMS_COLLECTION } from './people/studentExams.projection';
export { JOIN_CODES_COLLECTION } from './people/joinCodes.projection';
export { ENROLMENT_INVITATIONS_COLLECTION } from './people/enrolmentInvitations.projection';
export { GROUPS_COLLECTION } from './groups/groups.projection';
export { EXAMS_COLLECTION } from './exams/exams.projection';
export { QUESTION_IMAGES_COLLECTION } from './exams/questionImages.projection';
export { EXAM_SCHEDULES_COLLECTION } from './schedules/examSchedules.projection';
export { ATTEMPTS_COLLECTION, ATTEMPTS_PROJECTION } from './attempts/attempts.projection';
export { ACCOMMODATIONS_COLLECTION } from './attempts/accommodations.projection';
export { PRACTICE_SETS_COLLECTION, PRACTICE_SETS_PROJECTION } from './attempts/practiceSets.projection';
export { STUDENT_ANALYTICS_COLLECTION } from './analytics/studentAnalytics.projection';
export { SCHEDULE_ANALYTICS_COLLECTION } from './analytics/scheduleAnalytics.projection';
export { QUIZ_TEMPLATES_COLLECTION } from './classroom/quizTemplates.projection';
export { CLASSROOM_SESSIONS_COLLECTION } from './classroom/classroomSessions.projection';
export { COMMUNICATION_PREFERENCES_COLLECTION } from './notifications/communicationPreferences.projection';
