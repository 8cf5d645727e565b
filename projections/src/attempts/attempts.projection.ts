import type { EventOf, Exam } from '@portal/contracts';
import type { RecordedEvent } from '@portal/platform';
import type { ProjectionDefinition, ReadModelDocument } from '../runner/projection';

/**
 * `attempts`: one document per exam attempt (the id is the attemptId), read by exam taking, the
 * schedules' progress and results, the dashboard and analytics. The exam as it was at the start
 * is kept (with answers: staff views and results after submission need them; the routes strip
 * them for a student before submission). `answers` and each `studentAnswer` are the child's
 * personal data. StudentExamsCleared deletes the listed attempts.
 */
export interface AttemptQuestionResult {
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
}

export interface AttemptDocument extends ReadModelDocument {
  organisationId: string;
  studentId: string;
  tutorId: string | null;
  examId: string;
  examTitle: string;
  examType: string;
  scheduleId: string | null;
  assignmentId: string | null;
  accessType: 'schedule' | 'assignment' | 'practice';
  attemptNumber: number;
  isMakeup: boolean;
  status: 'in_progress' | 'completed';
  startTime: string;
  deadline: string;
  endTime: string | null;
  timeSpent: number | null;
  submittedBy: 'student' | 'deadline' | null;
  score: number | null;
  totalMarks: number;
  percentage: number | null;
  correctAnswers: number | null;
  incorrectAnswers: number | null;
  unanswered: number | null;
  totalQuestions: number;
  awaitingMarking: number | null;
  answers: Record<string, string>;
  questionResults: AttemptQuestionResult[];
  extraMinutes: number;
  timeMultiplier: number;
  exam: Exam;
  updatedAt: string;
}

type Handled =
  | EventOf<'AttemptStarted'>
  | EventOf<'AttemptTimeAdjusted'>
  | EventOf<'AttemptSubmitted'>
  | EventOf<'AttemptAnswersErased'>
  | EventOf<'StudentExamsCleared'>;

const handled = (event: RecordedEvent) => ({ type: event.type, data: event.data }) as Handled;

export const attemptsProjection: ProjectionDefinition<AttemptDocument> = {
  name: 'attempts',
  collection: 'attempts',
  handles: [
    'AttemptStarted',
    'AttemptTimeAdjusted',
    'AttemptSubmitted',
    'AttemptAnswersErased',
    'StudentExamsCleared',
  ],
  documentIds: (event) => {
    const domain = handled(event);
    switch (domain.type) {
      case 'StudentExamsCleared':
      case 'AttemptAnswersErased':
        return domain.data.attemptIds;
      case 'AttemptStarted':
      case 'AttemptTimeAdjusted':
      case 'AttemptSubmitted':
        return [domain.data.attemptId];
      default: {
        const unhandled: never = domain;
        return unhandled;
      }
    }
  },
  evolve: (document, event, id) => {
    const domain = handled(event);
    switch (domain.type) {
      case 'StudentExamsCleared':
        return null;
      case 'AttemptAnswersErased':
        // the scores stay, the child's own words go
        return (
          document && {
            ...document,
            answers: {},
            questionResults: document.questionResults.map((result) => ({ ...result, studentAnswer: null })),
          }
        );
      case 'AttemptStarted': {
        const { data } = domain;
        return {
          _id: id,
          organisationId: data.organisationId,
          studentId: data.studentId,
          tutorId: data.tutorId,
          examId: data.examId,
          examTitle: data.examTitle,
          examType: data.examType,
          scheduleId: data.scheduleId,
          assignmentId: data.assignmentId,
          accessType: data.accessType,
          attemptNumber: data.attemptNumber,
          isMakeup: data.isMakeup,
          status: 'in_progress',
          startTime: data.startTime,
          deadline: data.deadline,
          endTime: null,
          timeSpent: null,
          submittedBy: null,
          score: null,
          totalMarks: data.totalMarks,
          percentage: null,
          correctAnswers: null,
          incorrectAnswers: null,
          unanswered: null,
          totalQuestions: data.totalQuestions,
          awaitingMarking: null,
          answers: {},
          questionResults: [],
          extraMinutes: data.extraMinutes,
          timeMultiplier: data.timeMultiplier,
          exam: data.exam,
          updatedAt: data.startTime,
        };
      }
      case 'AttemptTimeAdjusted': {
        if (!document) {
          return null;
        }
        const { data } = domain;
        return {
          ...document,
          deadline: data.deadline,
          extraMinutes: data.extraMinutes,
          timeMultiplier: data.timeMultiplier,
          updatedAt: data.adjustedAt,
        };
      }
      case 'AttemptSubmitted': {
        if (!document) {
          return null;
        }
        const { data } = domain;
        const answers = data.answers ?? {};
        const questions = new Map(document.exam.questions.map((question) => [question.id, question]));
        return {
          ...document,
          status: 'completed',
          endTime: data.endTime,
          timeSpent: data.timeSpent,
          submittedBy: data.submittedBy,
          score: data.score,
          totalMarks: data.totalMarks,
          percentage: data.percentage,
          correctAnswers: data.correctAnswers,
          incorrectAnswers: data.incorrectAnswers,
          unanswered: data.unanswered,
          totalQuestions: data.totalQuestions,
          awaitingMarking: data.awaitingMarking,
          answers,
          questionResults: data.questionResults.map((result) => {
            const question = questions.get(result.questionId);
            return {
              questionId: result.questionId,
              number: result.number,
              questionText: question?.question ?? '',
              studentAnswer: answers[result.questionId] ?? null,
              correctAnswer: question ? question.correctAnswer || null : null,
              isCorrect: result.isCorrect,
              marks: result.marks,
              maxMarks: result.maxMarks,
              category: result.category,
              type: result.type,
              answered: result.answered,
            };
          }),
          updatedAt: data.endTime,
        };
      }
      default: {
        const unhandled: never = domain;
        return unhandled;
      }
    }
  },
  // 2: saves are not read-model work (a resume folds the stream): only start, time and result
  version: 2,
  indexes: [{ keys: { studentId: 1 } }, { keys: { scheduleId: 1 } }, { keys: { status: 1, deadline: 1 } }],
};
