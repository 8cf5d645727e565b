import type { Decider } from '@portal/platform';
import { evolveSlot, initialSlotState } from './slotEvolve';
import type { SlotCommand, SlotEvent, SlotState } from './slotTypes';
import { decideAdjustTime } from './decideAdjustTime';
import { decideSave, decideSubmit } from './decideSaveSubmit';
import { decideStart } from './decideStart';
import { markEssays } from './markEssays';
import { pauseAttempt, recordIntegrity, resumeAttempt } from './taking';
import { exhaustive } from '@portal/platform';

// importers (routes, the demo seed, the decider tests) read the slot's and accommodations' names here
export type { RunningAttempt, SlotCommand, SlotEvent, SlotState, StartDetails } from './slotTypes';
export type { AccommodationState } from './accommodationDecider';
export { accommodationDecider, effectiveAccommodation } from './accommodationDecider';

/**
 * A student's attempts at one schedule, assignment or practice exam. Rules:
 * - a start while an attempt runs (before its deadline) changes nothing: the route resumes it;
 * - a new attempt needs the window open (active or grace period) and an attempt left
 *   (1 per schedule/assignment plus the makeups a tutor granted; practice: unlimited);
 * - the deadline is fixed at the start (attemptDeadline) and moves only by AdjustTime and pauses;
 * - saves are ordered by the client's seq: one not newer than the newest changes nothing;
 * - at or after the deadline, a save or submit ends the attempt with the answers saved so far
 *   (submittedBy 'deadline', endTime the deadline): late answers never count;
 * - a submit of an attempt already submitted changes nothing (the route answers its result);
 * - a completed attempt's essays are marked by staff (MarkEssays): answered essays only, 0 up to
 *   the question's marks; marking again replaces the marks, and the figures follow;
 * - taking rules (issue 16 item 3) are fixed at the start with the student's question order;
 *   under preventBacktrack, saves and the submit drop answers to questions before the furthest
 *   reached; a paused attempt refuses saves; pause, resume and integrity reports are taking.ts's.
 */ export const slotDecider: Decider<SlotCommand, SlotEvent, SlotState> = {
  // an exam's saves make long streams: the handler keeps the state and reads only new events
  keepState: true,
  initialState: initialSlotState,
  evolve: evolveSlot,
  decide: (command, state) => {
    const { now } = command.metadata;
    switch (command.type) {
      case 'StartAttempt':
        return decideStart(command.data, state, now);
      case 'SaveAnswers':
        return decideSave(command.data, state, now);
      case 'SubmitAttempt':
        return decideSubmit(command.data, state, now);
      case 'AdjustTime':
        return decideAdjustTime(command.data, state, now);
      case 'PauseAttempt':
        return pauseAttempt(state, command.data.attemptId, now);
      case 'ResumeAttempt':
        return resumeAttempt(state, command.data.attemptId, now);
      case 'RecordIntegrity':
        return recordIntegrity(state, command.data, now);
      case 'MarkEssays':
        return markEssays(command.data, state, now.toISOString());
      default:
        return exhaustive(command);
    }
  },
};
