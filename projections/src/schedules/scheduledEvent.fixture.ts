import { eventRecorder } from '@portal/platform/testing';
import type { HandledEvent } from '../runner/projection';
import { SCHEDULED_AT, scheduleFields } from './scheduleFixtures';

/** Tests only: events of schedule sch1's stream, numbered in the order a test records them. */
export const recordedOnSchedule = eventRecorder('exam-schedule-sch1');

/** Tests only: sch1 scheduled, the first event of its stream. */
export const scheduled: HandledEvent<'ExamScheduled'> = recordedOnSchedule('ExamScheduled', {
  ...scheduleFields,
  createdAt: SCHEDULED_AT,
});
