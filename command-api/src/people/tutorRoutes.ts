import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import type { CreateTutorRequest, TutorProfile, UpdateTutorRequest } from '@portal/contracts';
import {
  CreateTutorRequest as CreateTutorSchema,
  EMAIL_READ_ONLY,
  ListQuery,
  UpdateTutorRequest as UpdateTutorSchema,
  accountsStreams,
} from '@portal/contracts';
import { NotFoundError, ValidationError } from '@portal/platform';
import type { UserDocument, UserRecord } from '@portal/projections';
import { isLiveUser, USERS_COLLECTION } from '@portal/projections';
import { z } from 'zod';
import type { ApiDeps } from '../deps';
import { callerOf, requireRole } from '../http/auth';
import { parseOrThrow, validateBody } from '../http/validate';
import { registerUser } from '../accounts/registerUser';
import { searchTextFilter } from './access';
import { staffRecordDecider } from './decider';
import { toTutor } from './views';

const TutorSort = z.enum(['firstName', 'lastName', 'email', 'createdAt', 'experience']).default('createdAt');
const SORT_FIELD: Record<z.infer<typeof TutorSort>, string> = {
  firstName: 'firstName',
  lastName: 'lastName',
  email: 'email',
  createdAt: 'registeredAt',
  experience: 'tutorProfile.experience',
};

/** Tutor Management (spec 001 §2.4): admins list, create and edit tutors; a tutor reads their own record. */
function toTutorProfile(user: UserDocument): TutorProfile {
  return {
    organizationName: user.tutorProfile?.organizationName ?? null,
    specializations: user.tutorProfile?.specializations ?? [],
    qualifications: user.tutorProfile?.qualifications ?? null,
    experience: user.tutorProfile?.experience ?? 0,
    contactPhone: user.tutorProfile?.contactPhone ?? null,
    address: user.tutorProfile?.address ?? null,
  };
}

export function tutorRoutes(deps: ApiDeps): Router {
  const router = Router();
  const users = deps.readModels.collection<UserRecord>(USERS_COLLECTION);

  const studentCounts = async (organisationId: string, tutorIds: string[]) => {
    const counts = new Map<string, number>(tutorIds.map((id) => [id, 0]));
    if (tutorIds.length === 0) {
      return counts;
    }
    const students = await users
      .find(
        { organisationId, role: 'student', status: 'active', tutorId: { $in: tutorIds } },
        { projection: { tutorId: 1 } },
      )
      .toArray();
    for (const student of students as { tutorId?: string | null }[]) {
      if (student.tutorId) {
        counts.set(student.tutorId, (counts.get(student.tutorId) ?? 0) + 1);
      }
    }
    return counts;
  };

  const tutorView = async (user: UserDocument) =>
    toTutor(user, (await studentCounts(user.organisationId, [user._id])).get(user._id) ?? 0);

  const liveTutor = async (organisationId: string, id: string): Promise<UserDocument> => {
    const user = await users.findOne({ _id: id });
    if (
      !isLiveUser(user) ||
      user.role !== 'tutor' ||
      user.organisationId !== organisationId ||
      user.status !== 'active'
    ) {
      throw new NotFoundError('Tutor not found');
    }
    return user;
  };

  router.get('/tutors/me', requireRole('tutor'), async (req, res) => {
    const caller = callerOf(req);
    res.json({
      success: true,
      tutor: await tutorView(await liveTutor(caller.organisationId, caller.userId)),
    });
  });

  router.get('/tutors', requireRole('admin'), async (req, res) => {
    const caller = callerOf(req);
    const query = parseOrThrow(ListQuery.extend({ sort: TutorSort.catch('createdAt') }), req.query);
    const filter: Record<string, unknown> = {
      organisationId: caller.organisationId,
      role: 'tutor',
      status: 'active',
    };
    if (query.q) {
      Object.assign(filter, searchTextFilter(query.q));
    }
    const order = query.order === 'asc' ? 1 : -1;
    const [page, total] = await Promise.all([
      users
        .find(filter, {
          sort: { [SORT_FIELD[query.sort]]: order, _id: 1 },
          skip: (query.page - 1) * query.perPage,
          limit: query.perPage,
        })
        .toArray(),
      users.countDocuments(filter),
    ]);
    const tutors = page.filter(isLiveUser);
    const counts = await studentCounts(
      caller.organisationId,
      tutors.map((tutor) => tutor._id),
    );
    res.json({
      success: true,
      tutors: tutors.map((tutor) => toTutor(tutor, counts.get(tutor._id) ?? 0)),
      total,
    });
  });

  router.post('/tutors', requireRole('admin'), validateBody(CreateTutorSchema), async (req, res) => {
    const caller = callerOf(req);
    const form = req.body as CreateTutorRequest;
    const userId = randomUUID();
    const result = await registerUser(
      deps.handle,
      {
        userId,
        organisationId: caller.organisationId,
        email: form.email,
        firstName: form.firstName,
        lastName: form.lastName,
        role: 'tutor',
        password: form.password,
        tutorProfile: {
          organizationName: form.organizationName,
          specializations: form.specializations,
          qualifications: form.qualifications,
          experience: form.experience,
          contactPhone: form.contactPhone,
          address: form.address,
        },
        createdBy: 'staff',
        createdByUserId: caller.userId,
        isVerified: true,
      },
      deps.now(),
    );
    await deps.awaitProjections(result.streamId, result.position);
    deps.logger.info('tutor created', { userId, by: caller.userId });
    res.status(201).json({
      success: true,
      tutor: await tutorView(await liveTutor(caller.organisationId, userId)),
      message: 'Tutor created successfully!',
    });
  });

  router.put('/tutors/:id', requireRole('admin'), validateBody(UpdateTutorSchema), async (req, res) => {
    const caller = callerOf(req);
    const form = req.body as UpdateTutorRequest;
    const current = await liveTutor(caller.organisationId, String(req.params.id));
    if (form.email !== undefined && form.email !== current.email) {
      throw new ValidationError(EMAIL_READ_ONLY, [{ field: 'email', message: EMAIL_READ_ONLY }]);
    }
    const sent = {
      organizationName: form.organizationName,
      specializations: form.specializations,
      qualifications: form.qualifications,
      experience: form.experience,
      contactPhone: form.contactPhone,
      address: form.address,
    };
    // a field not sent keeps its value
    const tutorProfile = {
      ...toTutorProfile(current),
      ...Object.fromEntries(Object.entries(sent).filter(([, value]) => value !== undefined)),
    };
    const changes: Record<string, unknown> = {};
    if (form.firstName !== current.firstName) {
      changes.firstName = form.firstName;
    }
    if (form.lastName !== current.lastName) {
      changes.lastName = form.lastName;
    }
    if (JSON.stringify(tutorProfile) !== JSON.stringify(toTutorProfile(current))) {
      changes.tutorProfile = tutorProfile;
    }
    const result = await deps.handle(
      staffRecordDecider,
      accountsStreams.user(current._id),
      {
        type: 'UpdateTutor',
        data: {
          changes,
          ...(form.isVerified !== undefined && { isVerified: form.isVerified }),
          ...(form.isActive !== undefined && { isActive: form.isActive }),
        },
        caller,
        metadata: { now: deps.now() },
      },
      { organisationId: caller.organisationId },
    );
    // deactivated, or no longer verified: signed out everywhere (their sockets are cut off too)
    if (
      result.events.some(
        (event) =>
          event.type === 'AccountDeactivated' ||
          (event.type === 'TutorVerificationChanged' && !event.data.isVerified),
      )
    ) {
      await deps.purgeSessions(current._id);
    }
    if (result.position > 0) {
      await deps.awaitProjections(result.streamId, result.position);
    }
    deps.logger.info('tutor updated', {
      userId: current._id,
      by: caller.userId,
      events: result.events.map((e) => e.type),
    });
    res.json({
      success: true,
      tutor: await tutorView(await liveTutor(caller.organisationId, current._id)),
      message: 'Tutor updated successfully!',
    });
  });

  return router;
}
