import type { EnrolmentStreamEvent } from '@portal/contracts';
import { enrolmentStreams } from '@portal/contracts';
import type { EventStore } from '@portal/platform';
import { enrolmentDecider } from './enrolmentDecider';

/**
 * The tutor a student joined by a class code or an invitation, from their enrolment stream (the
 * one place that says it); null when they never enrolled (a staff-created student keeps the tutor
 * they were created with, on their own stream). For ownership checks of other deciders.
 */
export async function enrolledTutorOf(eventStore: EventStore, studentId: string): Promise<string | null> {
  const recorded = await eventStore.readStream(enrolmentStreams.enrolment(studentId));
  return recorded.reduce(
    (state, event) =>
      enrolmentDecider.evolve(state, { type: event.type, data: event.data } as EnrolmentStreamEvent),
    enrolmentDecider.initialState(),
  ).tutorId;
}
