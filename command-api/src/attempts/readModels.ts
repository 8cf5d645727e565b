import type { Document } from '@portal/platform';
import type { AccessType, Exam, SubmittedBy } from '@portal/contracts';

/** `attempts` as projections/src/attempts/attempts.projection.ts writes it. */
export type AttemptDocument = Document & {
  _id: string;
  organisationId: string;
  studentId: string;
  tutorId: string | null;
  examId: string;
  examTitle: string;
  examType: string;
  scheduleId: string | null;
  assignmentId: string | null;
  accessType: AccessType;
  attemptNumber: number;
  isMakeup: boolean;
  status: 'in_progress' | 'completed';
  startTime: string;
  deadline: string;
  endTime: string | null;
  timeSpent: number | null;
  submittedBy: SubmittedBy | null;
  score: number | null;
  totalMarks: number;
  percentage: number | null;
  correctAnswers: number | null;
  incorrectAnswers: number | null;
  unanswered: number | null;
  totalQuestions: number;
  awaitingMarking: number | null;
  answers: Record<string, string>;
  questionResults: {
    questionId: string;
    number: number;
    questionText: string;
    studentAnswer: string | null;
    correctAnswer: string | null;
    isCorrect: boolean | null;
    marks: number;
    maxMarks: number;
    category: string;
    type: string;
    answered: boolean;
  }[];
  exam: Exam;
};

/** `exam_accommodations` (projections/src/attempts/accommodations.projection.ts). */
export type AccommodationDocument = Document & {
  _id: string;
  studentId: string;
  organisationId: string;
  scheduleId: string | null;
  extraMinutes: number;
  timeMultiplier: number;
  makeupAttempts: number;
  note: string | null;
  setBy: string;
  updatedAt: string;
};

export const ATTEMPT_COLLECTIONS = {
  attempts: 'attempts',
  accommodations: 'exam_accommodations',
  schedules: 'exam_schedules',
  exams: 'exams',
  users: 'users',
} as const;

/** The stream of an attempt's slot, from what the attempt document records. */
export function slotSourceOf(
  attempt: Pick<AttemptDocument, 'scheduleId' | 'assignmentId' | 'examId' | 'accessType'>,
) {
  return attempt.accessType === 'practice'
    ? attempt.examId
    : (attempt.scheduleId ?? attempt.assignmentId ?? attempt.examId);
}
