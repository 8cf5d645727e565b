import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import type { CreateStudentRequest, UpdateStudentRequest } from '@portal/contracts';
import {
  CreateStudentRequest as CreateStudentSchema,
  EMAIL_READ_ONLY,
  UpdateStudentRequest as UpdateStudentSchema,
  accountsStreams,
  countsAsChild,
} from '@portal/contracts';
import { ValidationError } from '@portal/platform';
import { isLiveUser } from '@portal/projections';
import type { ApiDeps } from '../../deps';
import type { Caller } from '../../http/auth';
import { callerOf, requireRole } from '../../http/auth';
import { handleSettled } from '../../http/settle';
import { validateBody } from '../../http/validate';
import { registerUser } from '../../accounts/registerUser';
import { requestParentalConsent } from '../../compliance/parentalConsent';
import { staffRecordDecider } from '../decider';
import { enrolledTutorOf } from '../enrolledTutor';
import { staffCreatedUser } from '../staffCreatedUser';
import { temporaryPassword } from '../temporaryPassword';
import { reserveStudentNumber } from '../studentNumbers';
import type { StudentQueries } from './studentQueries';
import { studentChanges } from './studentRules';

/** Staff create students (with a temporary password) and edit their records. */
export function studentEditRoutes(deps: ApiDeps, queries: StudentQueries): Router {
  const router = Router();
  const staff = requireRole('admin', 'tutor');

  /** The new student's tutor: a tutor's own student; an admin may name a tutor of the organisation. */
  const tutorOfNewStudent = async (caller: Caller, requested: string | null | undefined) => {
    if (caller.role === 'tutor') {
      return caller.userId;
    }
    if (!requested) {
      return null;
    }
    const tutor = await queries.users.findOne({ _id: requested });
    if (!isLiveUser(tutor) || tutor.role !== 'tutor' || tutor.organisationId !== caller.organisationId) {
      throw new ValidationError('Tutor not found', [{ field: 'tutorId', message: 'Tutor not found' }]);
    }
    return requested;
  };

  router.post('/students', staff, validateBody(CreateStudentSchema), async (req, res) => {
    const caller = callerOf(req);
    const form = req.body as CreateStudentRequest;
    const tutorId = await tutorOfNewStudent(caller, form.tutorId);
    const now = deps.now();
    const userId = randomUUID();
    const password = temporaryPassword();
    const studentNumber = await reserveStudentNumber(deps.handle, caller.organisationId, userId, now);
    const result = await registerUser(
      deps.handle,
      {
        ...staffCreatedUser(caller, userId, form, 'student'),
        password,
        dateOfBirth: form.dateOfBirth,
        school: form.school,
        grade: form.grade,
        parentEmail: form.parentEmail,
        parentPhone: form.phoneNumber,
        studentNumber,
        tutorId,
        mustChangePassword: true,
      },
      now,
    );
    await deps.awaitProjections(result.streamId, result.position);
    // a child's parent confirms before the child can use anything (issue 15): asked at once
    if (form.parentEmail && countsAsChild('student', form.dateOfBirth ?? null, now)) {
      const child = { userId, organisationId: caller.organisationId, firstName: form.firstName };
      await requestParentalConsent(deps, child, form.parentEmail, null, now);
    }
    deps.logger.info('student created', { userId, by: caller.userId });
    res.status(201).json({
      success: true,
      student: await queries.studentView(caller, userId),
      temporaryPassword: password,
      message: 'Student created successfully!',
    });
  });

  router.put('/students/:id', staff, validateBody(UpdateStudentSchema), async (req, res) => {
    const caller = callerOf(req);
    const form = req.body as UpdateStudentRequest;
    const current = await queries.visibleStudent(caller, String(req.params.id));
    if (form.email !== undefined && form.email !== '' && form.email !== current.email) {
      throw new ValidationError(EMAIL_READ_ONLY, [{ field: 'email', message: EMAIL_READ_ONLY }]);
    }
    const { email: _email, ...fields } = form;
    const changes = studentChanges(current, fields);
    await handleSettled(
      deps,
      staffRecordDecider,
      accountsStreams.user(current._id),
      {
        type: 'UpdateStudent',
        data: { changes, enrolledTutorId: await enrolledTutorOf(deps.eventStore, current._id) },
        caller,
        metadata: { now: deps.now() },
      },
      { organisationId: caller.organisationId },
    );
    deps.logger.info('student updated', {
      userId: current._id,
      by: caller.userId,
      fields: Object.keys(changes),
    });
    res.json({
      success: true,
      student: await queries.studentView(caller, current._id),
      message: 'Student updated successfully!',
    });
  });

  return router;
}
