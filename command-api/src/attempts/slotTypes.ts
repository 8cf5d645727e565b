import type {
  AccessType,
  Answers,
  EventOf,
  Exam,
  IntegrityKind,
  Role,
  ScheduleSettings,
  TakingRules,
  TimeAccommodation,
} from '@portal/contracts';
import type { DomainError } from '@portal/platform';

export interface AttemptCaller {
  userId: string;
  role: Role;
  organisationId: string;
}

export type Meta = { metadata: { now: Date } };

export type Started = EventOf<'AttemptStarted'>['data'];
export type Submitted = EventOf<'AttemptSubmitted'>['data'];
export type SlotEvent = EventOf<
  | 'AttemptStarted'
  | 'AnswersSaved'
  | 'AttemptTimeAdjusted'
  | 'AttemptPaused'
  | 'AttemptResumed'
  | 'IntegrityEventRecorded'
  | 'AttemptSubmitted'
  | 'EssayAnswersMarked'
>;

/** What the route resolved before a start: the student, the slot, the exam and its window. */
export interface StartDetails {
  attemptId: string;
  studentId: string;
  organisationId: string;
  tutorId: string | null;
  accessType: AccessType;
  scheduleId: string | null;
  assignmentId: string | null;
  /** the exam as it is now, with its answers: the attempt is graded against it */
  exam: Exam;
  window: { scheduledStartTime: string | null; scheduledEndTime: string | null; graceMinutes: number };
  durationMinutes: number;
  accommodation: TimeAccommodation;
  /** null: unlimited (practice) */
  allowedAttempts: number | null;
  /** the attempt's exam type when not the exam's own (a practice set's: `practice-set`) */
  attemptExamType?: string;
  /** the schedule's (or assignment's) settings; null or absent: practice, the defaults */
  scheduleSettings?: Partial<ScheduleSettings> | null;
  /**
   * Why a new attempt may not begin (the exam gone or switched off, practice not allowed),
   * found by the route before: it applies only when no attempt runs, so the slot's stream is
   * read once, by the command itself (issue 18).
   */
  newAttemptRefusal?: DomainError | null;
}

export type SlotCommand =
  | ({ type: 'StartAttempt'; data: StartDetails } & Meta)
  | ({
      type: 'SaveAnswers';
      data: {
        attemptId: string | null;
        seq: number | null;
        answers: Answers;
        lastQuestionIndex: number | null;
      };
    } & Meta)
  | ({
      type: 'SubmitAttempt';
      data: { attemptId: string | null; answers: Answers | null; by: 'student' | 'deadline' };
    } & Meta)
  | ({ type: 'PauseAttempt'; data: { attemptId: string | null } } & Meta)
  | ({ type: 'ResumeAttempt'; data: { attemptId: string | null } } & Meta)
  | ({ type: 'RecordIntegrity'; data: { attemptId: string | null; kind: IntegrityKind } } & Meta)
  | ({
      type: 'AdjustTime';
      data: { accommodation: TimeAccommodation; by: string; byRole: string };
    } & Meta)
  | ({
      type: 'MarkEssays';
      data: {
        attemptId: string;
        /** question id → marks */
        marks: Record<string, number>;
        /** question id → feedback (questions marked here only) */
        feedback: Record<string, string>;
        by: string;
        byRole: Role;
      };
    } & Meta);

export interface RunningAttempt {
  started: Started;
  /** the server's deadline; while paused the provisional one (the latest the pause can make it) */
  deadline: string;
  answers: Answers;
  lastSeq: number;
  /** where the student was at the last save: an index into `questionOrder` */
  lastQuestionIndex: number;
  rules: TakingRules;
  /** question ids in the student's order */
  questionOrder: string[];
  /** the furthest index (into questionOrder) a save reached; only grows */
  furthestQuestionIndex: number;
  /** the accommodation the deadline stands on (at the start, then each time adjustment's) */
  accommodation: TimeAccommodation;
  pause: {
    /** the running pause's start; null: the clock runs */
    pausedAt: string | null;
    /** seconds finished pauses used */
    usedSeconds: number;
    /** the running pause's allowance and the deadline it resumes from (moved by time adjustments) */
    allowanceSeconds: number;
    resumeFrom: string | null;
  };
  /** integrity events recorded for this attempt */
  integrityCount: number;
}

/** The data of one command of the slot. */
export type SlotCommandData<Type extends SlotCommand['type']> = Extract<SlotCommand, { type: Type }>['data'];

/** How the slot decides one command: its data, the slot's state and the time, to the events. */
export type SlotDecision<Type extends SlotCommand['type']> = (
  data: SlotCommandData<Type>,
  state: SlotState,
  now: Date,
) => SlotEvent[];

/** One slot (stream `exam-attempts-<student>-<accessType>-<source>`): its attempts, at most one running. */
export interface SlotState {
  attempts: { attemptId: string; attemptNumber: number; status: 'in_progress' | 'completed' }[];
  running: RunningAttempt | null;
  submitted: Submitted[];
}
