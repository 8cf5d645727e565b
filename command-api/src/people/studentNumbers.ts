import { peopleStreams } from '@portal/contracts';
import type { HandleCommand } from '@portal/platform';
import { ConflictError } from '@portal/platform';
import { studentNumberDecider } from './decider';
import { studentNumberCandidate } from './temporaryPassword';

/** Reserves a fresh student number; a clash (1 in a million per existing student) draws again. */
export async function reserveStudentNumber(
  handle: HandleCommand,
  organisationId: string,
  userId: string,
  now: Date,
): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const number = studentNumberCandidate();
    try {
      await handle(
        studentNumberDecider,
        peopleStreams.studentNumber(organisationId, number),
        { type: 'ReserveStudentNumber', data: { userId }, metadata: { now } },
        { organisationId },
      );
      return number;
    } catch (error) {
      if (!(error instanceof ConflictError)) {
        throw error;
      }
    }
  }
  throw new ConflictError('Could not allocate a student number. Please try again.');
}
