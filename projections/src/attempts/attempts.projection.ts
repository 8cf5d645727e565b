import type { Exam, IntegrityEventView } from '@portal/contracts';
import { MARKED_FIGURE_KEYS, QUIZ_FIGURE_KEYS, pickAttemptFigures } from '@portal/contracts';
import type { ProjectionDefinition, ReadModelDocument } from '../runner/projection';
import { CLASSROOM_CATEGORY, quizAsExam } from '../classroom/classroomAttempts';
import { exhaustive } from '@portal/platform';

/**
 * `attempts`: one document per exam attempt (the id is the attemptId), read by exam taking, the
 * schedules' progress and results, the dashboard and analytics. The exam as it was at the start
 * is kept (with answers: staff views and results after submission need them; the routes strip
 * them for a student before submission). `answers` and each `studentAnswer` are the child's
 * personal data. StudentExamsCleared deletes the listed attempts. A live classroom quiz's
 * submission (`ClassroomQuizSubmitted`) is a completed attempt with `accessType: 'classroom'`, its
 * quiz kept as an exam of type `classroom-quiz` (docs/api/classroom.md). `EssayAnswersMarked`
 * replaces the attempt's figures and its essays' marks, with the marker's feedback (personal).
 * Issue 16 item 3: a pause moves `deadline` (the provisional one while paused, so the deadline
 * sweeper still ends an abandoned attempt) and sets `pausedAt`; `integrityEvents` (kind and time,
 * the child's personal data, at most INTEGRITY_EVENTS_CAP) are cleared by AttemptAnswersErased.
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
  /** the marker's feedback on an essay (the child's personal data), null without */
  feedback: string | null;
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
  /** 'classroom': a live quiz's submission, no schedule (always completed) */
  accessType: 'schedule' | 'assignment' | 'practice' | 'classroom';
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
  /** the running pause's start (issue 16); absent or null: not paused */
  pausedAt?: string | null;
  /** oldest first; absent on documents written before issue 16 */
  integrityEvents?: IntegrityEventView[];
}

/** the `attempts` read model's collection */
export const ATTEMPTS_COLLECTION = 'attempts';
/** the projection's name, as read-your-writes waits name it */
export const ATTEMPTS_PROJECTION = 'attempts';

const handles = [
  'AttemptStarted',
  'AttemptTimeAdjusted',
  'AttemptPaused',
  'AttemptResumed',
  'IntegrityEventRecorded',
  'AttemptSubmitted',
  'EssayAnswersMarked',
  'AttemptAnswersErased',
  'StudentExamsCleared',
  'ClassroomQuizSubmitted',
] as const;

export const attemptsProjection: ProjectionDefinition<AttemptDocument, (typeof handles)[number]> = {
  name: ATTEMPTS_PROJECTION,
  collection: ATTEMPTS_COLLECTION,
  handles,
  documentIds: (domain) => {
    switch (domain.type) {
      case 'StudentExamsCleared':
      case 'AttemptAnswersErased':
        return domain.data.attemptIds;
      case 'AttemptStarted':
      case 'AttemptTimeAdjusted':
      case 'AttemptPaused':
      case 'AttemptResumed':
      case 'IntegrityEventRecorded':
      case 'AttemptSubmitted':
      case 'EssayAnswersMarked':
      case 'ClassroomQuizSubmitted':
        return [domain.data.attemptId];
      default:
        return exhaustive(domain);
    }
  },
  evolve: (document, domain, id) => {
    switch (domain.type) {
      case 'StudentExamsCleared':
        return null;
      case 'AttemptAnswersErased':
        // the scores stay, the child's own words go
        return (
          document && {
            ...document,
            answers: {},
            integrityEvents: [],
            questionResults: document.questionResults.map((result) => ({
              ...result,
              studentAnswer: null,
              feedback: null,
            })),
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
          pausedAt: null,
          integrityEvents: [],
        };
      }
      case 'AttemptPaused':
      case 'AttemptResumed': {
        if (!document) {
          return null;
        }
        const { data } = domain;
        const at = domain.type === 'AttemptPaused' ? domain.data.pausedAt : domain.data.resumedAt;
        return {
          ...document,
          deadline: data.deadline,
          pausedAt: domain.type === 'AttemptPaused' ? domain.data.pausedAt : null,
          updatedAt: at,
        };
      }
      case 'IntegrityEventRecorded': {
        const { data } = domain;
        // null once the student's key is erased: nothing of them to show
        if (!document || data.kind === null) {
          return document;
        }
        return {
          ...document,
          integrityEvents: [...(document.integrityEvents ?? []), { kind: data.kind, at: data.at }],
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
          pausedAt: null,
          endTime: data.endTime,
          timeSpent: data.timeSpent,
          submittedBy: data.submittedBy,
          ...pickAttemptFigures(data),
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
              feedback: null,
            };
          }),
          updatedAt: data.endTime,
        };
      }
      case 'EssayAnswersMarked': {
        if (!document) {
          return null;
        }
        const { data } = domain;
        const marked = new Map(data.questionResults.map((result) => [result.questionId, result]));
        return {
          ...document,
          ...pickAttemptFigures(data, MARKED_FIGURE_KEYS),
          questionResults: document.questionResults.map((result) => {
            const now = marked.get(result.questionId);
            return {
              ...result,
              marks: now?.marks ?? result.marks,
              isCorrect: now ? now.isCorrect : result.isCorrect,
              // re-marked here: the new feedback (or none) replaces the old
              feedback: Object.hasOwn(data.marks, result.questionId)
                ? (data.feedback?.[result.questionId] ?? null)
                : result.feedback,
            };
          }),
          updatedAt: data.markedAt,
        };
      }
      case 'ClassroomQuizSubmitted': {
        const { data } = domain;
        const exam = quizAsExam(data);
        const answers = data.answers ?? {};
        const questions = new Map(data.quiz.questions.map((question) => [question.id, question]));
        return {
          _id: id,
          organisationId: data.organisationId,
          studentId: data.studentId,
          tutorId: data.tutorId,
          examId: exam.id,
          examTitle: exam.title,
          examType: exam.examType,
          scheduleId: null,
          assignmentId: null,
          accessType: 'classroom',
          attemptNumber: data.attemptNumber,
          isMakeup: false,
          status: 'completed',
          startTime: data.startTime,
          deadline: data.endTime,
          endTime: data.endTime,
          timeSpent: data.timeSpent,
          submittedBy: 'student',
          ...pickAttemptFigures(data, QUIZ_FIGURE_KEYS),
          awaitingMarking: 0,
          // keyed by question id, as an exam attempt's are
          answers: Object.fromEntries(
            data.quiz.questions.flatMap((question) => {
              const answer = answers[String(question.number)];
              return answer ? [[question.id, answer]] : [];
            }),
          ),
          questionResults: data.questionResults.map((result) => {
            const question = questions.get(result.questionId);
            return {
              questionId: result.questionId,
              number: result.questionNumber,
              questionText: question?.text ?? '',
              studentAnswer: answers[String(result.questionNumber)] ?? null,
              correctAnswer: question?.correctAnswer ?? null,
              isCorrect: result.isCorrect,
              marks: result.isCorrect ? 1 : 0,
              maxMarks: 1,
              category: CLASSROOM_CATEGORY,
              type: 'multiple-choice',
              answered: result.answered,
              feedback: null,
            };
          }),
          extraMinutes: 0,
          timeMultiplier: 1,
          exam,
          updatedAt: data.endTime,
        };
      }
      default:
        return exhaustive(domain);
    }
  },
  // 2: saves are not read-model work (a resume folds the stream): only start, time and result
  // 3: essay marking (each question result's feedback)
  // 4: pauses and integrity events (issue 16 item 3)
  version: 4,
  indexes: [{ keys: { studentId: 1 } }, { keys: { scheduleId: 1 } }, { keys: { status: 1, deadline: 1 } }],
};
