import type { SlotDecision } from './slotTypes';
import { isPast } from './submission';
import { adjustedDeadline } from './taking';

/** Staff change a student's time: the running attempt's deadline moves by the difference it makes. */
export const decideAdjustTime: SlotDecision<'AdjustTime'> = (data, state, now) => {
  const at = now.toISOString();
  const { running } = state;
  if (!running || isPast(running.deadline, now)) {
    return [];
  }
  const { started } = running;
  const deadline = adjustedDeadline(running, data.accommodation);
  if (deadline === running.deadline) {
    return [];
  }
  return [
    {
      type: 'AttemptTimeAdjusted',
      data: {
        attemptId: started.attemptId,
        organisationId: started.organisationId,
        studentId: started.studentId,
        scheduleId: started.scheduleId,
        previousDeadline: running.deadline,
        // a shortened time never ends the attempt before this moment
        deadline: Date.parse(deadline) < now.getTime() ? at : deadline,
        extraMinutes: data.accommodation.extraMinutes,
        timeMultiplier: data.accommodation.timeMultiplier,
        by: data.by,
        byRole: data.byRole,
        adjustedAt: at,
      },
    },
  ];
};
