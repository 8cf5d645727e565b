import {
  SessionQuiz,
  type AnswerUpdate,
  type ConnectedStudent,
  type OptionLetter,
  type SubmissionResults,
} from '@portal/contracts';

/**
 * The tutor's live session (spec 002 §2.13, §4 "Live quiz, tutor stage"): the stage, the quiz and
 * every student with their answers, folded from what the classroom server reports. Pure: times
 * come in with the events, never from the clock.
 */

export type TutorStage = 'setup' | 'resumable' | 'joining' | 'active' | 'ended';

export const OPTION_LETTERS: readonly OptionLetter[] = ['A', 'B', 'C', 'D'];

export interface StudentRow {
  id: string;
  name: string;
  /** connected to the session right now */
  online: boolean;
  submitted: boolean;
  /** by question number */
  answers: Partial<Record<string, OptionLetter>>;
  /** marks from the server once submitted */
  score: number | null;
  percentage: number | null;
  submittedAt: string | null;
}

export interface ClassroomState {
  stage: TutorStage;
  sessionId: string | null;
  sessionTitle: string;
  /** the quiz with its answers: the server's on a resume, else the one the tutor chose */
  quiz: SessionQuiz | null;
  /** the quiz is known to the server (sent by us, or returned on join) */
  quizSent: boolean;
  students: StudentRow[];
  startedAt: string | null;
  endedAt: string | null;
  /** a resume (or a rejoin after a dropped connection) rather than a new session */
  resuming: boolean;
}

export type ClassroomEvent =
  | { type: 'ResumeOffered'; sessionId: string; sessionTitle: string; startedAt: string }
  | { type: 'SetupStarted' }
  | {
      type: 'JoinRequested';
      sessionId: string;
      sessionTitle: string;
      quiz: SessionQuiz | null;
      resuming: boolean;
      startedAt: string;
    }
  /** resumable: the saved session may still be there (no answer, a dropped connection) */
  | { type: 'JoinFailed'; resumable: boolean }
  | {
      type: 'SessionJoined';
      sessionId: string;
      sessionTitle: string;
      /** what the server sent: a quiz with answers, one without, or nothing */
      quiz: unknown;
      participants: readonly ConnectedStudent[] | undefined;
    }
  | { type: 'QuizSent'; quiz: SessionQuiz }
  | { type: 'StudentConnected'; userId: string; firstName: string; lastName: string }
  | { type: 'StudentDisconnected'; userId: string }
  | { type: 'AnswerReceived'; update: AnswerUpdate }
  | {
      type: 'StudentSubmitted';
      studentId: string;
      studentName: string;
      results: SubmissionResults;
      at: string;
    }
  | { type: 'StudentReset'; studentId: string }
  | { type: 'SessionEnded'; at: string };

export const initialClassroomState: ClassroomState = {
  stage: 'setup',
  sessionId: null,
  sessionTitle: '',
  quiz: null,
  quizSent: false,
  students: [],
  startedAt: null,
  endedAt: null,
  resuming: false,
};

export function fullName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.replace(/\s+/g, ' ').trim();
}

function blankStudent(id: string, name: string): StudentRow {
  return {
    id,
    name: name || 'Unnamed student',
    online: true,
    submitted: false,
    answers: {},
    score: null,
    percentage: null,
    submittedAt: null,
  };
}

function fromParticipant(participant: ConnectedStudent): StudentRow {
  const name = participant.name || fullName(participant.firstName, participant.lastName);
  return {
    ...blankStudent(participant.id, name),
    online: participant.status !== 'disconnected',
    submitted: participant.status === 'submitted' || participant.submittedAt !== null,
    answers: { ...participant.answers },
    score: participant.score,
    submittedAt: participant.submittedAt,
  };
}

/** Changes one student, adding them first when the server mentions someone we have not seen. */
function upsert(
  students: readonly StudentRow[],
  id: string,
  name: string,
  change: (student: StudentRow) => StudentRow,
): StudentRow[] {
  const index = students.findIndex((student) => student.id === id);
  if (index === -1) {
    return [...students, change(blankStudent(id, name))];
  }
  return students.map((student, at) => (at === index ? change(student) : student));
}

/**
 * The server's participants on a (re)join, in its order; students we knew that it no longer lists
 * (a server restarted without Redis, say) stay on screen as disconnected rather than vanishing.
 */
function mergeParticipants(known: readonly StudentRow[], fromServer: StudentRow[]): StudentRow[] {
  const listed = new Set(fromServer.map((student) => student.id));
  return [
    ...fromServer,
    ...known.filter((student) => !listed.has(student.id)).map((student) => ({ ...student, online: false })),
  ];
}

/** Whole percent, 0 of nothing. */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}

/** Percentages of submitted students, once the quiz (and so the number of questions) is known. */
function withPercentages(students: StudentRow[], quiz: SessionQuiz | null): StudentRow[] {
  const total = quiz?.questions.length ?? 0;
  return students.map((student) =>
    student.score !== null && student.percentage === null && total > 0
      ? { ...student, percentage: percentOf(student.score, total) }
      : student,
  );
}

export function classroomReducer(state: ClassroomState, event: ClassroomEvent): ClassroomState {
  switch (event.type) {
    case 'ResumeOffered':
      return {
        ...initialClassroomState,
        stage: 'resumable',
        sessionId: event.sessionId,
        sessionTitle: event.sessionTitle,
        startedAt: event.startedAt,
        resuming: true,
      };
    case 'SetupStarted':
      return initialClassroomState;
    case 'JoinRequested':
      return {
        ...initialClassroomState,
        stage: 'joining',
        sessionId: event.sessionId,
        sessionTitle: event.sessionTitle,
        quiz: event.quiz,
        startedAt: event.startedAt,
        resuming: event.resuming,
      };
    case 'JoinFailed':
      if (state.stage !== 'joining') {
        return state;
      }
      return state.resuming && event.resumable && state.sessionId && state.startedAt
        ? {
            ...initialClassroomState,
            stage: 'resumable',
            sessionId: state.sessionId,
            sessionTitle: state.sessionTitle,
            startedAt: state.startedAt,
            resuming: true,
          }
        : initialClassroomState;
    case 'SessionJoined': {
      if (state.stage !== 'joining' && state.stage !== 'active') {
        return state;
      }
      const fromServer = SessionQuiz.safeParse(event.quiz);
      const quiz = fromServer.success ? fromServer.data : state.quiz;
      const students =
        event.participants === undefined
          ? state.students
          : mergeParticipants(state.students, event.participants.map(fromParticipant));
      return {
        ...state,
        stage: 'active',
        sessionId: event.sessionId || state.sessionId,
        sessionTitle: event.sessionTitle || state.sessionTitle,
        quiz,
        quizSent: fromServer.success,
        students: withPercentages(students, quiz),
      };
    }
    case 'QuizSent':
      return { ...state, quiz: event.quiz, quizSent: true };
    case 'StudentConnected':
      if (state.stage !== 'active') {
        return state;
      }
      return {
        ...state,
        students: upsert(
          state.students,
          event.userId,
          fullName(event.firstName, event.lastName),
          (student) => ({
            ...student,
            name: fullName(event.firstName, event.lastName) || student.name,
            online: true,
          }),
        ),
      };
    case 'StudentDisconnected':
      if (state.stage !== 'active') {
        return state;
      }
      return {
        ...state,
        students: state.students.map((student) =>
          student.id === event.userId ? { ...student, online: false } : student,
        ),
      };
    case 'AnswerReceived': {
      if (state.stage !== 'active') {
        return state;
      }
      const { update } = event;
      return {
        ...state,
        students: upsert(state.students, update.studentId, update.studentName, (student) => ({
          ...student,
          online: true,
          answers: { ...student.answers, [String(update.questionNumber)]: update.selectedAnswer },
        })),
      };
    }
    case 'StudentSubmitted': {
      if (state.stage !== 'active') {
        return state;
      }
      const { results } = event;
      const answers: Partial<Record<string, OptionLetter>> = {};
      for (const result of results.questionResults) {
        if (result.userAnswer) {
          answers[String(result.questionNumber)] = result.userAnswer;
        }
      }
      return {
        ...state,
        students: upsert(state.students, event.studentId, event.studentName, (student) => ({
          ...student,
          submitted: true,
          answers: results.questionResults.length > 0 ? answers : student.answers,
          score: results.score,
          percentage: results.percentage,
          submittedAt: event.at,
        })),
      };
    }
    case 'StudentReset':
      if (state.stage !== 'active') {
        return state;
      }
      return {
        ...state,
        students: state.students.map((student) =>
          student.id === event.studentId
            ? { ...student, submitted: false, answers: {}, score: null, percentage: null, submittedAt: null }
            : student,
        ),
      };
    case 'SessionEnded':
      return state.stage === 'active' ? { ...state, stage: 'ended', endedAt: event.at } : state;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}
