import { z } from 'zod';
import { AssignmentType, ScheduleSection, ScheduleStatus, StudentProgressStatus } from './enums';
import { ScheduleSettings } from './settings';
import { IntegritySummary } from '../attempts/taking';
import { PersonRef, personShape, listResponse, okResponse } from '../common';

export const ScheduleExam = z.object({
  title: z.string(),
  totalMarks: z.number(),
  examType: z.string().nullable(),
});

/** A schedule's own words and window (minutes), as its events record them and its answers show them. */
export const scheduleDetailsShape = {
  title: z.string(),
  description: z.string().nullable(),
  scheduledStartTime: z.string().nullable(),
  scheduledEndTime: z.string().nullable(),
  duration: z.number().int(),
  instructions: z.string().nullable(),
};

export const ExamSchedule = z.object({
  id: z.string(),
  examId: z.string(),
  ...scheduleDetailsShape,
  groupId: z.string().nullable(),
  group: z.object({ id: z.string(), name: z.string() }).nullable(),
  assignments: z.array(
    z.object({
      studentId: z.string(),
      student: PersonRef,
    }),
  ),
  assignmentType: AssignmentType,
  status: ScheduleStatus,
  isActive: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  tutorId: z.string(),
  exam: ScheduleExam,
  settings: ScheduleSettings,
  hasSpecificSchedule: z.boolean(),
  cancellationReason: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  section: ScheduleSection,
  /** when the tutor (or an admin) pressed Release results, and who; null: not released by hand */
  resultsReleasedAt: z.string().nullable(),
  resultsReleasedBy: z.string().nullable(),
});
export type ExamSchedule = z.infer<typeof ExamSchedule>;

export const ScheduleListResponse = listResponse('schedules', ExamSchedule);
export type ScheduleListResponse = z.infer<typeof ScheduleListResponse>;
export const ScheduleResponse = okResponse({ schedule: ExamSchedule, message: z.string() });
export type ScheduleResponse = z.infer<typeof ScheduleResponse>;

/** An existing schedule of the same exam that already holds the student. */
export const ExistingSchedule = z.object({
  id: z.string(),
  title: z.string(),
  scheduledStartTime: z.string().nullable(),
  scheduledEndTime: z.string().nullable(),
  status: ScheduleStatus,
  studentIds: z.array(z.string()),
});
/**
 * Assignments (schedules without a time window, hasSpecificSchedule false) and schedules (with
 * one) are the two kinds of existing entries the duplicate check reports.
 */
export const DuplicateResponse = z.object({
  success: z.literal(false),
  duplicate: z.literal(true),
  message: z.string(),
  examTitle: z.string(),
  suggestedTitle: z.string(),
  existingAssignments: z.array(ExistingSchedule),
  existingSchedules: z.array(ExistingSchedule),
});
export type DuplicateResponse = z.infer<typeof DuplicateResponse>;

export const CheckDuplicateResponse = okResponse({
  hasDuplicates: z.boolean(),
  examTitle: z.string(),
  existingCount: z.number().int(),
  suggestions: z.array(z.string()),
  existingAssignments: z.array(ExistingSchedule),
  existingSchedules: z.array(ExistingSchedule),
});
export type CheckDuplicateResponse = z.infer<typeof CheckDuplicateResponse>;

export const ScheduleProgressResponse = okResponse({
  schedule: ExamSchedule,
  statistics: z.object({
    totalStudents: z.number().int(),
    completedAttempts: z.number().int(),
    inProgressAttempts: z.number().int(),
    notStarted: z.number().int(),
    /** per cent of students with a completed attempt, 0–100, whole */
    completionRate: z.number(),
  }),
  studentProgress: z.array(
    z.object({
      assignment: z.object({
        student: z.object(personShape),
      }),
      status: StudentProgressStatus,
      bestScore: z.number().nullable(),
      bestPercentage: z.number().nullable(),
      attemptCount: z.number().int(),
      /** integrity events over the student's attempts at this schedule (the server always answers it) */
      integrity: IntegritySummary.optional(),
    }),
  ),
});
export type ScheduleProgressResponse = z.infer<typeof ScheduleProgressResponse>;

/** GET /exam-schedules/{id}/results (spec 002 §3 "Detailed results"); empty until attempts exist. */
export const ScheduleResultsResponse = okResponse({
  results: z.array(
    z.object({
      attempt: z.object({
        id: z.string(),
        user: PersonRef,
        endTime: z.string().nullable(),
        score: z.number().nullable(),
        percentage: z.number().nullable(),
      }),
      totalCorrect: z.number().int(),
      totalQuestions: z.number().int(),
      questionResults: z.array(
        z.object({
          questionText: z.string(),
          studentAnswer: z.string().nullable(),
          correctAnswer: z.string().nullable(),
          isCorrect: z.boolean(),
          marks: z.number(),
          maxMarks: z.number(),
        }),
      ),
    }),
  ),
});
export type ScheduleResultsResponse = z.infer<typeof ScheduleResultsResponse>;

export const CancelScheduleResponse = okResponse({
  message: z.string(),
  /** students e-mailed */
  notifiedCount: z.number().int(),
});
export type CancelScheduleResponse = z.infer<typeof CancelScheduleResponse>;

/** POST /exam-schedules/{id}/release-results. */
export const ReleaseResultsResponse = okResponse({
  message: z.string(),
  resultsReleasedAt: z.string(),
  resultsReleasedBy: z.string(),
});
export type ReleaseResultsResponse = z.infer<typeof ReleaseResultsResponse>;
