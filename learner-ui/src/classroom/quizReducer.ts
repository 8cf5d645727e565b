import {
  CLASSROOM_LIMITS,
  CLASSROOM_MESSAGES,
  isPendingResults,
  questionSecondsLeft,
  toLocalClock,
  type OptionLetter,
  type StudentSessionQuiz,
} from '@portal/contracts';
import {
  MESSAGE_LIMIT,
  currentQuestion,
  log,
  withError,
  type ClassroomState,
  type QuizAction,
  type QuizClock,
  type TutorMessageItem,
} from './classroomState';
import { answersForQuiz, firstUnansweredIndex } from './quizModel';

/** The quiz itself, once in a session: loading it, answering, submitting, the tutor's messages. */

/** The quiz's start on this browser's clock, from what the server said at local time `at`. */
export function clockStart(clock: QuizClock | undefined, at: number, current: number | null): number | null {
  if (!clock || clock.startedAt === undefined) {
    return current;
  }
  return toLocalClock(clock.startedAt, clock.serverTime, at);
}

export function sameQuestions(a: StudentSessionQuiz | null, b: StudentSessionQuiz): boolean {
  return (
    a !== null &&
    a.questions.length === b.questions.length &&
    a.questions.every((question, index) => question.id === b.questions[index]?.id)
  );
}

interface QuizPlacement {
  /** answers to keep (only those to this quiz's questions survive) */
  answers: Readonly<Record<string, OptionLetter>>;
  unsynced: Record<string, OptionLetter>;
  /** stay on the question shown; otherwise go to the first unanswered one */
  keepIndex: boolean;
}

/** A quiz arrives for a joined student: the quiz stage, or back to join when it has no questions. */
export function withQuiz(
  state: ClassroomState,
  quiz: StudentSessionQuiz,
  at: number,
  placement: QuizPlacement,
): ClassroomState {
  if (quiz.questions.length === 0) {
    const failed: ClassroomState = {
      ...state,
      stage: 'join',
      quizLoad: { status: 'idle' },
      error: CLASSROOM_MESSAGES.quizNoQuestions,
    };
    return log(failed, at, CLASSROOM_MESSAGES.quizNoQuestions, 'error');
  }
  const answers = answersForQuiz(quiz, placement.answers);
  const index = placement.keepIndex
    ? Math.min(state.index, quiz.questions.length - 1)
    : firstUnansweredIndex(quiz, answers);
  const next: ClassroomState = {
    ...state,
    stage: 'quiz',
    quiz,
    answers,
    unsynced: placement.unsynced,
    index,
    quizLoad: { status: 'idle' },
    error:
      state.error === CLASSROOM_MESSAGES.couldNotLoadQuiz || state.error === CLASSROOM_MESSAGES.cannotReload
        ? null
        : state.error,
  };
  const count = quiz.questions.length;
  return log(
    next,
    at,
    `Quiz received: ${quiz.title} (${count} question${count === 1 ? '' : 's'})`,
    'success',
  );
}

export function quizReducer(state: ClassroomState, action: QuizAction): ClassroomState {
  const { at } = action;
  switch (action.type) {
    case 'quiz_requested':
      return log(
        {
          ...state,
          quizLoad: { status: 'loading', attempt: action.attempt },
          error: action.attempt === 1 ? null : state.error,
        },
        at,
        `Requesting quiz data (attempt ${action.attempt} of ${CLASSROOM_LIMITS.quizDataAttempts})`,
      );
    case 'quiz_received': {
      if (state.sessionCode === null) {
        return state;
      }
      if (state.stage === 'results' || state.stage === 'ended') {
        return log({ ...state, quizLoad: { status: 'idle' } }, at, 'The tutor sent the quiz again');
      }
      const same = sameQuestions(state.quiz, action.quiz);
      const timed = { ...state, quizStartedAt: clockStart(action.clock, at, state.quizStartedAt) };
      return withQuiz(timed, action.quiz, at, {
        answers: same ? state.answers : {},
        unsynced: same ? state.unsynced : {},
        keepIndex: same,
      });
    }
    case 'quiz_failed': {
      const text = `Failed to load quiz: ${action.error || 'Unknown error'}`;
      return withError({ ...state, quizLoad: { status: 'failed' } }, at, text);
    }
    case 'quiz_data_error': {
      const text = `Quiz data error: ${action.message}`;
      return withError({ ...state, quizLoad: { status: 'failed' } }, at, text);
    }
    case 'quiz_retries_exhausted':
      return withError(
        { ...state, quizLoad: { status: 'failed' } },
        at,
        CLASSROOM_MESSAGES.couldNotLoadQuiz,
        CLASSROOM_MESSAGES.quizLoadingFailed,
      );
    case 'quiz_reload_refused':
      return withError(state, at, CLASSROOM_MESSAGES.cannotReload);
    case 'tutor_message': {
      if (state.sessionCode === null) {
        return state;
      }
      const item: TutorMessageItem = {
        id: state.nextId,
        message: action.message,
        from: action.from,
        timestamp: action.timestamp,
      };
      const next: ClassroomState = {
        ...state,
        messages: [item, ...state.messages].slice(0, MESSAGE_LIMIT),
        nextId: state.nextId + 1,
      };
      return log(next, at, `Message from ${action.from || 'your tutor'}`);
    }
    case 'session_ended': {
      if (state.sessionCode === null && state.joining === null) {
        return state;
      }
      const next: ClassroomState = {
        ...state,
        stage: 'ended',
        joining: null,
        sessionCode: null,
        rememberedCode: null,
        submitting: false,
        quizLoad: { status: 'idle' },
        endedMessage: action.message.trim() || CLASSROOM_MESSAGES.sessionEnded,
        error: null,
      };
      return log(next, at, 'The tutor ended the session', 'warning');
    }
    case 'individual_reset': {
      if (state.sessionCode === null) {
        return state;
      }
      const next: ClassroomState = {
        ...state,
        stage: 'connected',
        answers: {},
        unsynced: {},
        index: 0,
        results: null,
        submitting: false,
        error: null,
      };
      return log(next, at, 'Your tutor reset your quiz: you can start again', 'warning');
    }
    case 'answer_selected': {
      const question = currentQuestion(state);
      if (state.stage !== 'quiz' || state.submitting || !question) {
        return state;
      }
      const number = String(question.number);
      if (state.answers[number] === action.letter) {
        return state;
      }
      if (state.quiz && questionSecondsLeft(state.quiz, state.quizStartedAt, question.number, at) === 0) {
        const text = `Question ${question.number}: ${CLASSROOM_MESSAGES.questionClosed}`;
        return log({ ...state, error: text }, at, text, 'warning');
      }
      const next: ClassroomState = {
        ...state,
        answers: { ...state.answers, [number]: action.letter },
        unsynced: { ...state.unsynced, [number]: action.letter },
        error:
          state.connection === 'connected' && state.authenticated
            ? state.error === CLASSROOM_MESSAGES.notConnected
              ? null
              : state.error
            : CLASSROOM_MESSAGES.notConnected,
      };
      const offline = next.error === CLASSROOM_MESSAGES.notConnected;
      return log(
        next,
        at,
        `Question ${question.number}: chose ${action.letter}${offline ? ' (sent when the connection is back)' : ''}`,
        offline ? 'warning' : 'info',
      );
    }
    case 'answer_saved': {
      const number = String(action.questionNumber);
      if (state.unsynced[number] !== action.selectedAnswer) {
        return state;
      }
      const { [number]: _saved, ...unsynced } = state.unsynced;
      return { ...state, unsynced };
    }
    case 'question_shown': {
      const count = state.quiz?.questions.length ?? 0;
      return count === 0 ? state : { ...state, index: Math.min(Math.max(0, action.index), count - 1) };
    }
    case 'submit_requested': {
      if (state.stage !== 'quiz' || state.submitting) {
        return state;
      }
      if (state.connection !== 'connected' || !state.authenticated || state.sessionCode === null) {
        return withError(state, at, CLASSROOM_MESSAGES.cannotSubmit);
      }
      return log({ ...state, submitting: true, error: null }, at, 'Submitting your answers');
    }
    case 'quiz_submitted': {
      const { results } = action;
      const next: ClassroomState = {
        ...state,
        stage: state.stage === 'ended' ? 'ended' : 'results',
        results,
        submitting: false,
        unsynced: {},
        error: null,
      };
      if (isPendingResults(results)) {
        return log(
          next,
          at,
          `Quiz submitted: ${results.answeredQuestions} of ${results.totalQuestions} answered. Your results come when your tutor ends the session`,
          'success',
        );
      }
      const percent = Math.round(results.percentage);
      return log(
        next,
        at,
        `${state.results ? 'Results released' : 'Quiz submitted'}: ${results.correctAnswers} of ${results.totalQuestions} correct (${percent}%)`,
        'success',
      );
    }
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}
