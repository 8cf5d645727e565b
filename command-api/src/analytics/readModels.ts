import type { Document } from '@portal/platform';
import type {
  Passage,
  Question,
  ScheduleAnalyticsFacts,
  ScheduleStatus,
  StudentAnalyticsFacts,
} from '@portal/contracts';

/**
 * The read models the analytics routes read, by the field names their modules write:
 * `student_analytics` and `schedule_analytics` (projections/src/analytics), and the others'.
 */
export type StudentAnalyticsRow = Document & StudentAnalyticsFacts;
export type ScheduleAnalyticsRow = Document & ScheduleAnalyticsFacts;

/** `exam_schedules` (schedules module). */
export type ScheduleRow = Document & {
  _id: string;
  organisationId: string;
  tutorId: string;
  examId: string;
  title: string;
  description: string | null;
  scheduledStartTime: string | null;
  scheduledEndTime: string | null;
  duration: number;
  studentIds: string[];
  status: ScheduleStatus;
  isActive: boolean;
  createdAt: string;
  exam: { title: string; totalMarks: number; examType: string | null };
};

/** `exams` (exams module): the content the detailed views show beside an attempt's marks. */
export interface ExamContentRow {
  title: string;
  examType: string;
  questions: Question[];
  passages: Passage[];
}
export type ExamRow = Document & ExamContentRow & { _id: string; organisationId: string };

/** `attempts` (exam-taking module): one document per attempt. */
export type AttemptRow = Document & {
  _id: string;
  organisationId: string;
  studentId: string;
  examId: string;
  examTitle: string;
  examType: string;
  scheduleId: string | null;
  status: 'in_progress' | 'completed';
  attemptNumber?: number;
  startTime: string;
  endTime: string | null;
  timeSpent: number | null;
  score: number | null;
  totalMarks: number | null;
  percentage: number | null;
  correctAnswers: number | null;
  incorrectAnswers: number | null;
  totalQuestions: number | null;
  questionResults?: AttemptQuestionRow[];
  /** the exam as it was when the attempt started (what it was marked against) */
  exam?: ExamContentRow;
};

export interface AttemptQuestionRow {
  questionId: string;
  questionText: string;
  studentAnswer: string | null;
  correctAnswer: string | null;
  isCorrect: boolean | null;
  marks: number;
  maxMarks: number;
  category: string;
  type: string;
}

/** `groups` (groups module). */
export type GroupRow = Document & { _id: string; name: string };

export const COLLECTIONS = {
  studentAnalytics: 'student_analytics',
  scheduleAnalytics: 'schedule_analytics',
  schedules: 'exam_schedules',
  exams: 'exams',
  attempts: 'attempts',
  groups: 'groups',
  users: 'users',
  privacy: 'privacy',
} as const;
