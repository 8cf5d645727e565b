import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import type { CreateStudentRequest, UpdateStudentRequest } from '@portal/contracts';
import {
  CreateStudentRequest as CreateStudentSchema,
  EMAIL_READ_ONLY,
  ListQuery,
  StudentListQuery,
  StudentSortField,
  UpdateStudentRequest as UpdateStudentSchema,
  accountsStreams,
  countsAsChild,
} from '@portal/contracts';
import { NotFoundError, ValidationError } from '@portal/platform';
import type { UserDocument, UserRecord } from '@portal/projections';
import { isLiveUser, USERS_COLLECTION } from '@portal/projections';
import type { ApiDeps } from '../deps';
import type { Caller } from '../http/auth';
import { callerOf, requireRole } from '../http/auth';
import { parseOrThrow, validateBody } from '../http/validate';
import { registerUser } from '../accounts/registerUser';
import { requestParentalConsent } from '../compliance/parentalConsent';
import { searchTextFilter, studentScope } from './access';
import { staffRecordDecider } from './decider';
import { enrolledTutorOf } from './enrolledTutor';
import { temporaryPassword } from './temporaryPassword';
import { reserveStudentNumber } from './studentNumbers';
import { studentsView } from './views';

const SORT_FIELD: Record<string, string> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  studentId: 'studentNumber',
  grade: 'grade',
  createdAt: 'registeredAt',
};

const StudentsQuery = ListQuery.extend(StudentListQuery.shape).extend({
  sort: StudentSortField.catch('createdAt').default('createdAt'),
});

/** Student Management (spec 001 §2.5): tutors their own students, admins all, parents their children. */
export function studentRoutes(deps: ApiDeps): Router {
  const router = Router();
  const users = deps.readModels.collection<UserRecord>(USERS_COLLECTION);

  /** A student the caller may see; anyone else's is "not found", as an unknown id is. */
  const visibleStudent = async (caller: Caller, id: string): Promise<UserDocument> => {
    const scope = await studentScope(deps.readModels, caller);
    const student = await users.findOne({ ...scope, _id: id });
    if (!isLiveUser(student)) {
      throw new NotFoundError('Student not found');
    }
    return student;
  };

  router.get('/students', async (req, res) => {
    const caller = callerOf(req);
    const scope = await studentScope(deps.readModels, caller);
    const query = parseOrThrow(StudentsQuery, req.query);
    const filter: Record<string, unknown> = { ...scope };
    if (query.grade) {
      filter.grade = query.grade;
    }
    if (query.q) {
      Object.assign(filter, searchTextFilter(query.q));
    }
    // groups module: assigned / unassigned (documents from before groups have no groupId: unassigned)
    if (query.groupId) {
      filter.groupId = query.groupId;
    } else if (query.groupStatus === 'assigned') {
      filter.groupId = { $ne: null };
    } else if (query.groupStatus === 'unassigned') {
      filter.groupId = null; // null or absent
    }
    const order = query.order === 'asc' ? 1 : -1;
    const filtered =
      filter.grade !== undefined || filter.searchText !== undefined || filter.groupId !== undefined;
    const [page, total, overallTotal] = await Promise.all([
      users
        .find(filter, {
          sort: { [SORT_FIELD[query.sort] ?? 'registeredAt']: order, _id: 1 },
          skip: (query.page - 1) * query.perPage,
          limit: query.perPage,
        })
        .toArray(),
      users.countDocuments(filter),
      filtered ? users.countDocuments(scope) : null,
    ]);
    res.json({
      success: true,
      students: await studentsView(deps.readModels, page.filter(isLiveUser)),
      total,
      overallTotal: overallTotal ?? total,
    });
  });

  router.get('/students/:id', async (req, res) => {
    const student = await visibleStudent(callerOf(req), String(req.params.id));
    const [view] = await studentsView(deps.readModels, [student]);
    res.json({ success: true, student: view });
  });

  router.post(
    '/students',
    requireRole('admin', 'tutor'),
    validateBody(CreateStudentSchema),
    async (req, res) => {
      const caller = callerOf(req);
      const form = req.body as CreateStudentRequest;
      let tutorId: string | null = caller.role === 'tutor' ? caller.userId : (form.tutorId ?? null);
      if (caller.role === 'admin' && tutorId) {
        const tutor = await users.findOne({ _id: tutorId });
        if (!isLiveUser(tutor) || tutor.role !== 'tutor' || tutor.organisationId !== caller.organisationId) {
          throw new ValidationError('Tutor not found', [{ field: 'tutorId', message: 'Tutor not found' }]);
        }
      } else if (caller.role === 'admin') {
        tutorId = null;
      }
      const now = deps.now();
      const userId = randomUUID();
      const password = temporaryPassword();
      const studentNumber = await reserveStudentNumber(deps.handle, caller.organisationId, userId, now);
      const result = await registerUser(
        deps.handle,
        {
          userId,
          organisationId: caller.organisationId,
          email: form.email,
          firstName: form.firstName,
          lastName: form.lastName,
          role: 'student',
          password,
          dateOfBirth: form.dateOfBirth,
          school: form.school,
          grade: form.grade,
          parentEmail: form.parentEmail,
          parentPhone: form.phoneNumber,
          studentNumber,
          tutorId,
          mustChangePassword: true,
          createdBy: 'staff',
          createdByUserId: caller.userId,
        },
        now,
      );
      await deps.awaitProjections(result.streamId, result.position);
      // a child's parent confirms before the child can use anything (issue 15): asked at once
      if (form.parentEmail && countsAsChild('student', form.dateOfBirth ?? null, now)) {
        await requestParentalConsent(
          deps,
          { userId, organisationId: caller.organisationId, firstName: form.firstName },
          form.parentEmail,
          null,
          now,
        );
      }
      deps.logger.info('student created', { userId, by: caller.userId });
      const [student] = await studentsView(deps.readModels, [await visibleStudent(caller, userId)]);
      res.status(201).json({
        success: true,
        student,
        temporaryPassword: password,
        message: 'Student created successfully!',
      });
    },
  );

  router.put(
    '/students/:id',
    requireRole('admin', 'tutor'),
    validateBody(UpdateStudentSchema),
    async (req, res) => {
      const caller = callerOf(req);
      const form = req.body as UpdateStudentRequest;
      const current = await visibleStudent(caller, String(req.params.id));
      if (form.email !== undefined && form.email !== '' && form.email !== current.email) {
        throw new ValidationError(EMAIL_READ_ONLY, [{ field: 'email', message: EMAIL_READ_ONLY }]);
      }
      const { email: _email, ...fields } = form;
      const changes: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(fields)) {
        if (value === undefined) {
          continue; // not sent: kept
        }
        const before =
          (current as unknown as Record<string, unknown>)[key] ?? (key === 'targetSchools' ? [] : null);
        if (JSON.stringify(before) !== JSON.stringify(value)) {
          changes[key] = value;
        }
      }
      const result = await deps.handle(
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
      if (result.position > 0) {
        await deps.awaitProjections(result.streamId, result.position);
      }
      deps.logger.info('student updated', {
        userId: current._id,
        by: caller.userId,
        fields: Object.keys(changes),
      });
      const [student] = await studentsView(deps.readModels, [await visibleStudent(caller, current._id)]);
      res.json({ success: true, student, message: 'Student updated successfully!' });
    },
  );

  return router;
}
