import type { EventOf, ExamContent, Role } from '@portal/contracts';
import { EXAM_MESSAGES } from '@portal/contracts';
import type { Decider } from '@portal/platform';
import { ConflictError, exhaustive, ForbiddenError, NotFoundError } from '@portal/platform';
import { managesRecord } from '../ownership';

export interface ExamCaller {
  userId: string;
  role: Role;
  organisationId: string;
}

/** Who may manage exams and question images (spec 002 §6): admins and tutors. */
const STAFF: readonly Role[] = ['admin', 'tutor'];

function requireStaff(caller: ExamCaller): void {
  if (!STAFF.includes(caller.role)) {
    throw new ForbiddenError();
  }
}

// ---- an exam (stream exam-<id>) -----------------------------------------------------------------

export type ExamEvent = EventOf<'ExamCreated'> | EventOf<'ExamUpdated'> | EventOf<'ExamDeleted'>;

export type ExamCommand =
  | {
      type: 'CreateExam';
      data: { examId: string; exam: ExamContent };
      caller: ExamCaller;
      metadata: { now: Date };
    }
  | {
      type: 'UpdateExam';
      data: { examId: string; exam: ExamContent };
      caller: ExamCaller;
      metadata: { now: Date };
    }
  | {
      type: 'DeleteExam';
      /** the exam's schedules a student can still start (open or upcoming), read by the route */
      data: { examId: string; liveSchedules: readonly LiveSchedule[] };
      caller: ExamCaller;
      metadata: { now: Date };
    };

/** A schedule of the exam that is not cancelled or completed and whose window (plus grace) is not over. */
export interface LiveSchedule {
  id: string;
  title: string;
  scheduledStartTime: string | null;
  scheduledEndTime: string | null;
}

/** Why an exam with live schedules is not deleted (issue 16 item 6): they are named, to cancel first. */
export function liveSchedulesMessage(schedules: readonly Pick<LiveSchedule, 'title'>[]): string {
  const names = schedules.map((schedule) => `"${schedule.title}"`).join(', ');
  return schedules.length === 1
    ? `This exam has an open or upcoming schedule: ${names}. Cancel it first, then delete the exam.`
    : `This exam has ${schedules.length} open or upcoming schedules: ${names}. Cancel them first, then delete the exam.`;
}

/** 409: the exam still has schedules a student could start; the answer lists them. */
export class ExamHasLiveSchedulesError extends ConflictError {
  constructor(readonly schedules: readonly LiveSchedule[]) {
    super(liveSchedulesMessage(schedules));
  }
}

export type ExamState =
  | { status: 'none' }
  | { status: 'active' | 'deleted'; examId: string; organisationId: string; tutorId: string; title: string };

/**
 * An exam belongs to the tutor who made it (an admin's to the admin) within one organisation.
 * A tutor manages only their own, an admin every exam of the organisation; anyone else's exam,
 * a deleted one and an unknown id are all "Exam not found". An exam with live schedules is not
 * deleted (409 naming them): they are cancelled first.
 */
export const examDecider: Decider<ExamCommand, ExamEvent, ExamState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ExamCreated':
        return {
          status: 'active',
          examId: event.data.examId,
          organisationId: event.data.organisationId,
          tutorId: event.data.tutorId,
          title: event.data.exam.title,
        };
      case 'ExamUpdated':
        return state.status === 'none' ? state : { ...state, title: event.data.exam.title };
      case 'ExamDeleted':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
      default:
        return exhaustive(event);
    }
  },
  decide: (command, state) => {
    const { caller } = command;
    requireStaff(caller);
    const at = command.metadata.now.toISOString();
    const by = { by: caller.userId, byRole: caller.role };
    if (command.type === 'CreateExam') {
      if (state.status !== 'none') {
        throw new ConflictError('An exam with this id already exists');
      }
      return [
        {
          type: 'ExamCreated',
          data: {
            examId: command.data.examId,
            organisationId: caller.organisationId,
            tutorId: caller.userId,
            ...by,
            exam: command.data.exam,
            createdAt: at,
          },
        },
      ];
    }
    if (state.status !== 'active' || !managesRecord(caller, state)) {
      throw new NotFoundError(EXAM_MESSAGES.notFound);
    }
    const facts = {
      examId: state.examId,
      organisationId: state.organisationId,
      tutorId: state.tutorId,
      ...by,
    };
    switch (command.type) {
      case 'UpdateExam':
        return [{ type: 'ExamUpdated', data: { ...facts, exam: command.data.exam, updatedAt: at } }];
      case 'DeleteExam':
        // a student would see Start on a schedule whose exam is gone, and the start would fail
        if (command.data.liveSchedules.length > 0) {
          throw new ExamHasLiveSchedulesError(command.data.liveSchedules);
        }
        return [{ type: 'ExamDeleted', data: { ...facts, title: state.title, deletedAt: at } }];
      default:
        return exhaustive(command);
    }
  },
};

// ---- a question image (stream question-image-<filename>) --------------------------------------

export type QuestionImageEvent = EventOf<'QuestionImageUploaded'> | EventOf<'QuestionImageDeleted'>;

export type QuestionImageCommand =
  | {
      type: 'RecordQuestionImage';
      data: { filename: string; contentType: string; bytes: number };
      caller: ExamCaller;
      metadata: { now: Date };
    }
  | { type: 'DeleteQuestionImage'; data: { filename: string }; caller: ExamCaller; metadata: { now: Date } };

export type QuestionImageState =
  { status: 'none' } | { status: 'stored' | 'deleted'; filename: string; organisationId: string };

/** An uploaded image belongs to its organisation: only its staff delete it; others get "not found". */
export const questionImageDecider: Decider<QuestionImageCommand, QuestionImageEvent, QuestionImageState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'QuestionImageUploaded':
        return { status: 'stored', filename: event.data.filename, organisationId: event.data.organisationId };
      case 'QuestionImageDeleted':
        return state.status === 'none' ? state : { ...state, status: 'deleted' };
      default:
        return exhaustive(event);
    }
  },
  decide: (command, state) => {
    const { caller } = command;
    requireStaff(caller);
    const at = command.metadata.now.toISOString();
    switch (command.type) {
      case 'RecordQuestionImage':
        if (state.status !== 'none') {
          throw new ConflictError('An image with this name already exists');
        }
        return [
          {
            type: 'QuestionImageUploaded',
            data: {
              filename: command.data.filename,
              organisationId: caller.organisationId,
              uploadedBy: caller.userId,
              contentType: command.data.contentType,
              bytes: command.data.bytes,
              uploadedAt: at,
            },
          },
        ];
      case 'DeleteQuestionImage':
        if (state.status !== 'stored' || state.organisationId !== caller.organisationId) {
          throw new NotFoundError(EXAM_MESSAGES.imageNotFound);
        }
        return [
          {
            type: 'QuestionImageDeleted',
            data: {
              filename: state.filename,
              organisationId: state.organisationId,
              deletedBy: caller.userId,
              deletedAt: at,
            },
          },
        ];
      default:
        return exhaustive(command);
    }
  },
};
