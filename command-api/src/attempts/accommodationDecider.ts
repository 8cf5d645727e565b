import type { EventOf } from '@portal/contracts';
import type { Decider } from '@portal/platform';
import { ForbiddenError, ValidationError } from '@portal/platform';
import type { AttemptCaller, Meta } from './slotTypes';

type AccommodationData = EventOf<'AccommodationSet'>['data'];

export type AccommodationCommand = {
  type: 'SetAccommodation';
  data: {
    studentId: string;
    scheduleId: string | null;
    extraMinutes: number;
    timeMultiplier: number;
    makeupAttempts: number;
    note: string | null;
  };
  caller: AttemptCaller;
} & Meta;

/** A student's accommodations by scope ('*': every schedule). */
export interface AccommodationState {
  byScope: Record<string, AccommodationData>;
}

export const ALL_SCHEDULES = '*';

/** The accommodation that applies to a schedule: its own, else the student's general one. */
export function effectiveAccommodation(
  state: AccommodationState,
  scheduleId: string | null,
): { extraMinutes: number; timeMultiplier: number; makeupAttempts: number } {
  const own = scheduleId ? state.byScope[scheduleId] : undefined;
  const general = state.byScope[ALL_SCHEDULES];
  const found = own ?? general;
  return {
    extraMinutes: found?.extraMinutes ?? 0,
    timeMultiplier: found?.timeMultiplier ?? 1,
    makeupAttempts: own?.makeupAttempts ?? 0,
  };
}

/** Stream `exam-accommodations-<studentId>`: staff set, the latest per scope wins. */
export const accommodationDecider: Decider<
  AccommodationCommand,
  EventOf<'AccommodationSet'>,
  AccommodationState
> = {
  initialState: () => ({ byScope: {} }),
  evolve: (state, event) => ({
    byScope: { ...state.byScope, [event.data.scheduleId ?? ALL_SCHEDULES]: event.data },
  }),
  decide: (command) => {
    const { caller, data } = command;
    if (caller.role !== 'admin' && caller.role !== 'tutor') {
      throw new ForbiddenError();
    }
    if (data.makeupAttempts > 0 && data.scheduleId === null) {
      throw new ValidationError('Makeup attempts are granted for one schedule', [
        { field: 'makeupAttempts', message: 'Choose the schedule the makeup is for' },
      ]);
    }
    return [
      {
        type: 'AccommodationSet',
        data: {
          studentId: data.studentId,
          organisationId: caller.organisationId,
          scheduleId: data.scheduleId,
          extraMinutes: data.extraMinutes,
          timeMultiplier: data.timeMultiplier,
          makeupAttempts: data.makeupAttempts,
          note: data.note,
          by: caller.userId,
          byRole: caller.role,
          setAt: command.metadata.now.toISOString(),
        },
      },
    ];
  },
};
