import type { EventOf, OptionLetter, SessionQuiz, SubmissionResults } from '@portal/contracts';
import type { Decider } from '@portal/platform';
import type { ClassroomIdentity, LiveSession } from './decide';
import { attemptStart, secondsBetween } from './decide';

/**
 * A graded live quiz submission becomes a classroom attempt in the event store
 * (`ClassroomQuizSubmitted` on `classroom-attempts-<code>-<studentId>`), so it counts in the
 * student's history and analytics like an exam attempt. The stream numbers the attempts (a reset
 * by the tutor allows another submission) and records each attemptId once, so a retried append
 * never records one twice.
 */

export type ClassroomQuizSubmitted = EventOf<'ClassroomQuizSubmitted'>;
export type ClassroomAttemptData = Omit<ClassroomQuizSubmitted['data'], 'attemptNumber'>;

export interface RecordClassroomAttempt {
  readonly type: 'RecordClassroomAttempt';
  readonly data: ClassroomAttemptData;
}

export interface ClassroomAttemptsState {
  readonly attemptIds: readonly string[];
}

export const classroomAttemptDecider: Decider<
  RecordClassroomAttempt,
  ClassroomQuizSubmitted,
  ClassroomAttemptsState
> = {
  initialState: () => ({ attemptIds: [] }),
  evolve: (state, event) => ({ attemptIds: [...state.attemptIds, event.data.attemptId] }),
  decide: (command, state) =>
    state.attemptIds.includes(command.data.attemptId)
      ? []
      : [
          {
            type: 'ClassroomQuizSubmitted',
            data: { ...command.data, attemptNumber: state.attemptIds.length + 1 },
          },
        ],
};

/** The event's facts from the graded submission: scores and times anonymous, answers the child's. */
export function classroomAttemptData(input: {
  readonly identity: ClassroomIdentity;
  readonly session: LiveSession;
  readonly quiz: SessionQuiz;
  readonly results: SubmissionResults & { attemptId: string };
  readonly answers: Readonly<Record<string, OptionLetter>>;
  readonly joinedAt: string;
  readonly submittedAt: string;
}): ClassroomAttemptData {
  const { results } = input;
  const startTime = attemptStart(input.joinedAt, input.session.quizSentAt);
  const answered = results.questionResults.filter((question) => question.hasAnswer).length;
  return {
    attemptId: results.attemptId,
    organisationId: input.identity.organisationId,
    studentId: input.identity.userId,
    tutorId: input.session.tutorId,
    sessionCode: input.session.code,
    sessionTitle: input.session.title,
    quiz: input.quiz,
    startTime,
    endTime: input.submittedAt,
    timeSpent: secondsBetween(startTime, input.submittedAt),
    score: results.score,
    totalMarks: results.totalQuestions,
    percentage: results.percentage,
    correctAnswers: results.correctAnswers,
    incorrectAnswers: answered - results.correctAnswers,
    unanswered: results.totalQuestions - answered,
    totalQuestions: results.totalQuestions,
    questionResults: results.questionResults.map((question) => ({
      questionId: question.questionId,
      questionNumber: question.questionNumber,
      isCorrect: question.isCorrect,
      answered: question.hasAnswer,
    })),
    answers: { ...input.answers },
  };
}
