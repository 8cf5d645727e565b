import type { EventOf, Role, ScheduleSettings, SchedulesEvent, ScheduleStatus } from '@portal/contracts';
import { SCHEDULE_MESSAGES } from '@portal/contracts';
import type { Decider } from '@portal/platform';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@portal/platform';

export interface ScheduleCaller {
  userId: string;
  role: Role;
  organisationId: string;
}

/**
 * What the route resolved before deciding: the exam (in the caller's scope), and the students the
 * schedule holds (the chosen students, or the chosen group's members at this moment).
 */
export interface ScheduleDetails {
  tutorId: string;
  examId: string;
  exam: { title: string; totalMarks: number; examType: string | null };
  title: string;
  description: string | null;
  scheduledStartTime: string | null;
  scheduledEndTime: string | null;
  duration: number;
  instructions: string | null;
  assignmentType: 'group' | 'individual';
  groupId: string | null;
  studentIds: string[];
  hasSpecificSchedule: boolean;
  settings: ScheduleSettings;
}

type Meta = { caller: ScheduleCaller; metadata: { now: Date } };
export type ScheduleCommand =
  | ({ type: 'ScheduleExam'; data: { scheduleId: string; details: ScheduleDetails } } & Meta)
  | ({ type: 'UpdateSchedule'; data: { details: ScheduleDetails } } & Meta)
  | ({ type: 'CancelSchedule'; data: { reason: string | null; hasAttempts: boolean } } & Meta);

export type ScheduleState =
  | { status: 'none' }
  | {
      status: 'open' | 'cancelled';
      scheduleId: string;
      organisationId: string;
      tutorId: string;
      examId: string;
      title: string;
      studentIds: string[];
      hasSpecificSchedule: boolean;
      scheduleStatus: ScheduleStatus;
    };

/** 'scheduled' when the exam has its own window, 'assigned' when it is available without one. */
export function statusOf(hasSpecificSchedule: boolean): ScheduleStatus {
  return hasSpecificSchedule ? 'scheduled' : 'assigned';
}

function fromDetails(
  scheduleId: string,
  organisationId: string,
  details: ScheduleDetails,
): Omit<EventOf<'ExamScheduled'>['data'], 'by' | 'byRole' | 'createdAt'> {
  return {
    scheduleId,
    organisationId,
    tutorId: details.tutorId,
    examId: details.examId,
    exam: details.exam,
    title: details.title,
    description: details.description,
    scheduledStartTime: details.scheduledStartTime,
    scheduledEndTime: details.scheduledEndTime,
    duration: details.duration,
    instructions: details.instructions,
    assignmentType: details.assignmentType,
    groupId: details.groupId,
    studentIds: details.studentIds,
    hasSpecificSchedule: details.hasSpecificSchedule,
    settings: details.settings,
    status: statusOf(details.hasSpecificSchedule),
  };
}

/**
 * One exam schedule (stream `exam-schedule-<id>`). Staff only; a tutor manages their own schedules,
 * an admin the organisation's; anyone else's schedule is "not found", as an unknown id is. A
 * cancelled schedule is final: changing or cancelling it again is a conflict.
 */
export const scheduleDecider: Decider<ScheduleCommand, SchedulesEvent, ScheduleState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'ExamScheduled':
      case 'ExamScheduleUpdated': {
        const { data } = event;
        return {
          status: 'open',
          scheduleId: data.scheduleId,
          organisationId: data.organisationId,
          tutorId: data.tutorId,
          examId: data.examId,
          title: data.title,
          studentIds: data.studentIds,
          hasSpecificSchedule: data.hasSpecificSchedule,
          scheduleStatus: data.status,
        };
      }
      case 'ExamScheduleCancelled':
        return state.status === 'none'
          ? state
          : { ...state, status: 'cancelled', scheduleStatus: 'cancelled' };
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
  decide: (command, state) => {
    const { caller } = command;
    if (caller.role !== 'admin' && caller.role !== 'tutor') {
      throw new ForbiddenError();
    }
    const at = command.metadata.now.toISOString();
    const by = { by: caller.userId, byRole: caller.role };
    if (command.type === 'ScheduleExam') {
      if (state.status !== 'none') {
        throw new ConflictError('This exam schedule already exists');
      }
      return [
        {
          type: 'ExamScheduled',
          data: {
            ...fromDetails(command.data.scheduleId, caller.organisationId, command.data.details),
            ...by,
            createdAt: at,
          },
        },
      ];
    }
    if (
      state.status === 'none' ||
      state.organisationId !== caller.organisationId ||
      (caller.role === 'tutor' && state.tutorId !== caller.userId)
    ) {
      throw new NotFoundError(SCHEDULE_MESSAGES.notFound);
    }
    if (state.status === 'cancelled') {
      throw new ConflictError(SCHEDULE_MESSAGES.alreadyCancelled);
    }
    switch (command.type) {
      case 'UpdateSchedule':
        return [
          {
            type: 'ExamScheduleUpdated',
            data: {
              ...fromDetails(state.scheduleId, state.organisationId, command.data.details),
              previousStudentIds: state.studentIds,
              ...by,
              updatedAt: at,
            },
          },
        ];
      case 'CancelSchedule': {
        const { reason, hasAttempts } = command.data;
        if (!reason && hasAttempts) {
          throw new ValidationError(SCHEDULE_MESSAGES.reasonRequired, [
            { field: 'reason', message: SCHEDULE_MESSAGES.reasonRequired },
          ]);
        }
        return [
          {
            type: 'ExamScheduleCancelled',
            data: {
              scheduleId: state.scheduleId,
              organisationId: state.organisationId,
              tutorId: state.tutorId,
              examId: state.examId,
              title: state.title,
              studentIds: state.studentIds,
              hasSpecificSchedule: state.hasSpecificSchedule,
              reason: reason ?? SCHEDULE_MESSAGES.defaultCancelReason,
              ...by,
              cancelledAt: at,
            },
          },
        ];
      }
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};
