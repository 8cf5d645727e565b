import { enrolmentStreams } from '@portal/contracts';
import type { CommandResult } from '@portal/platform';
import type { UserDocument } from '@portal/projections';
import type { ApiDeps } from '../../deps';
import type { Caller } from '../../http/auth';
import type { EnrolCommand } from '../enrolmentDecider';
import { enrolmentDecider } from '../enrolmentDecider';

type Enrolment = Omit<EnrolCommand['data'], 'studentId' | 'registeredTutorId'>;

/**
 * The student joins the tutor's class, on their enrolment stream (one tutor at a time: the
 * decider refuses a student enrolled elsewhere).
 */
export function enrolStudent(
  deps: ApiDeps,
  caller: Caller,
  student: UserDocument,
  enrolment: Enrolment,
  now: Date,
): Promise<CommandResult<unknown>> {
  return deps.handle(
    enrolmentDecider,
    enrolmentStreams.enrolment(student._id),
    {
      type: 'EnrolStudent',
      data: { ...enrolment, studentId: student._id, registeredTutorId: student.tutorId ?? null },
      caller,
      metadata: { now },
    },
    { organisationId: caller.organisationId },
  );
}
