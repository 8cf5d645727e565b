import type { Document } from '@portal/platform';
import type { AssignmentType, ScheduleSettings, ScheduleStatus } from '@portal/contracts';

/**
 * The read models the schedules routes read, by the field names their modules write. The
 * `exam_schedules` document mirrors projections/src/schedules/examSchedules.projection.ts.
 */
export type ScheduleDocument = Document & {
  _id: string;
  organisationId: string;
  tutorId: string;
  examId: string;
  title: string;
  description: string | null;
  scheduledStartTime: string | null;
  scheduledEndTime: string | null;
  duration: number;
  instructions: string | null;
  groupId: string | null;
  assignmentType: AssignmentType;
  studentIds: string[];
  status: ScheduleStatus;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  exam: { title: string; totalMarks: number; examType: string | null };
  settings: ScheduleSettings;
  hasSpecificSchedule: boolean;
  cancellationReason: string | null;
  cancelledAt: string | null;
};

/** `groups` (groups module). */
export type GroupRow = Document & {
  _id: string;
  organisationId: string;
  tutorId: string;
  name: string;
  studentIds: string[];
  isActive: boolean;
};

/** `exams` (exams module). */
export type ExamRow = Document & {
  _id: string;
  organisationId: string;
  tutorId: string | null;
  title: string;
  examType: string | null;
  duration: number;
  totalMarks: number;
  isActive: boolean;
};

/** `attempts` (exam-taking module); the result fields are optional until it lands. */
export type AttemptRow = Document & {
  _id: string;
  studentId: string;
  examId: string;
  scheduleId: string | null;
  status: 'in_progress' | 'completed';
  score?: number | null;
  percentage?: number | null;
  endTime?: string | null;
  correctAnswers?: number | null;
  totalQuestions?: number | null;
  questionResults?: {
    questionText: string;
    studentAnswer: string | null;
    correctAnswer: string | null;
    isCorrect: boolean;
    marks: number;
    maxMarks: number;
  }[];
};

export const COLLECTIONS = {
  schedules: 'exam_schedules',
  groups: 'groups',
  exams: 'exams',
  attempts: 'attempts',
  users: 'users',
} as const;
