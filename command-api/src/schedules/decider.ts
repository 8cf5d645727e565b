import type { EventOf, Role, ScheduleSettings, SchedulesEvent, ScheduleStatus } from '@portal/contracts';
import { SCHEDULE_MESSAGES } from '@portal/contracts';
import type { Decider } from '@portal/platform';
import { ConflictError, exhaustive, ForbiddenError, NotFoundError, ValidationError } from '@portal/platform';
import { managesRecord } from '../ownership';

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
  | ({ type: 'CancelSchedule'; data: { reason: string | null; hasAttempts: boolean } } & Meta)
  | ({ type: 'ReleaseResults'; data: Record<string, never> } & Meta)
  | ({ type: 'FollowGroup'; data: FollowGroupChange } & Meta);

/**
 * A student joined or left the group a schedule targets (issue 16 item 8, ./followGroup.ts).
 * `hasAttempt`: the student already started an attempt of this schedule (a leaver keeps it).
 */
export interface FollowGroupChange {
  groupId: string;
  studentId: string;
  change: 'join' | 'leave';
  hasAttempt: boolean;
}

type ScheduleFieldsData = Omit<EventOf<'ExamScheduled'>['data'], 'by' | 'byRole' | 'createdAt'>;

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
      /** the tutor's release of the answer key (kept across edits), null until pressed */
      resultsReleased: { at: string; by: string } | null;
      /** every field of the last schedule or edit event (a group change re-states them) */
      fields: ScheduleFieldsData;
    };

/** What names a schedule and whose it is: both deciders on its stream keep these. */
export interface ScheduleKeys {
  scheduleId: string;
  organisationId: string;
  tutorId: string;
  examId: string;
}

export const scheduleKeysOf = (data: ScheduleKeys): ScheduleKeys => ({
  scheduleId: data.scheduleId,
  organisationId: data.organisationId,
  tutorId: data.tutorId,
  examId: data.examId,
});

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

function fieldsOf(
  data: EventOf<'ExamScheduled'>['data'] | EventOf<'ExamScheduleUpdated'>['data'],
): ScheduleFieldsData {
  const { by: _by, byRole: _byRole, ...rest } = data;
  const fields: Record<string, unknown> = { ...rest };
  delete fields.createdAt;
  delete fields.updatedAt;
  delete fields.previousStudentIds;
  delete fields.followedGroup;
  return fields as ScheduleFieldsData;
}

/**
 * The students a group schedule holds after one of its group's members joined or left
 * (issue 16 item 8), or null when nothing changes. A joiner gets the schedule while it is open or
 * upcoming (not completed, its end not passed); a leaver loses it while it is not over and they
 * have not started it: a started attempt stays theirs to finish, a past schedule stays in their history.
 */
export function followedStudents(
  state: Exclude<ScheduleState, { status: 'none' }>,
  change: FollowGroupChange,
  now: Date,
): string[] | null {
  const { fields } = state;
  if (fields.assignmentType !== 'group' || fields.groupId !== change.groupId) {
    return null;
  }
  const over =
    state.scheduleStatus === 'completed' ||
    (fields.scheduledEndTime !== null && Date.parse(fields.scheduledEndTime) <= now.getTime());
  const holds = state.studentIds.includes(change.studentId);
  if (over) {
    return null;
  }
  if (change.change === 'join') {
    return holds ? null : [...state.studentIds, change.studentId];
  }
  return holds && !change.hasAttempt ? state.studentIds.filter((id) => id !== change.studentId) : null;
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
          ...scheduleKeysOf(data),
          title: data.title,
          studentIds: data.studentIds,
          hasSpecificSchedule: data.hasSpecificSchedule,
          scheduleStatus: data.status,
          resultsReleased: state.status === 'none' ? null : state.resultsReleased,
          fields: fieldsOf(data),
        };
      }
      case 'ScheduleResultsReleased':
        return state.status === 'none'
          ? state
          : { ...state, resultsReleased: { at: event.data.releasedAt, by: event.data.by } };
      case 'ExamScheduleCancelled':
        return state.status === 'none'
          ? state
          : { ...state, status: 'cancelled', scheduleStatus: 'cancelled' };
      case 'ExamScheduleCompleted':
        // still open to edits: an edit with a later end opens it again (./completion.ts)
        return state.status === 'open' ? { ...state, scheduleStatus: 'completed' } : state;
      default:
        return exhaustive(event);
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
    if (command.type === 'FollowGroup') {
      // the server follows a group change the caller was allowed to make; a schedule of another
      // organisation, cancelled or unknown is left alone
      if (state.status !== 'open' || state.organisationId !== caller.organisationId) {
        return [];
      }
      const studentIds = followedStudents(state, command.data, command.metadata.now);
      if (studentIds === null) {
        return [];
      }
      return [
        {
          type: 'ExamScheduleUpdated',
          data: {
            ...state.fields,
            studentIds,
            previousStudentIds: state.studentIds,
            followedGroup: {
              studentId: command.data.studentId,
              change: command.data.change === 'join' ? 'joined' : 'left',
            },
            ...by,
            updatedAt: at,
          },
        },
      ];
    }
    if (state.status === 'none' || !managesRecord(caller, state)) {
      throw new NotFoundError(SCHEDULE_MESSAGES.notFound);
    }
    if (command.type === 'ReleaseResults') {
      // idempotent; allowed on a cancelled schedule too (its submitted attempts keep their results)
      if (state.resultsReleased) {
        return [];
      }
      return [
        {
          type: 'ScheduleResultsReleased',
          data: {
            scheduleId: state.scheduleId,
            organisationId: state.organisationId,
            tutorId: state.tutorId,
            examId: state.examId,
            ...by,
            releasedAt: at,
          },
        },
      ];
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
      default:
        return exhaustive(command);
    }
  },
};
