import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import type { CreateTutorRequest, UpdateTutorRequest } from '@portal/contracts';
import {
  CreateTutorRequest as CreateTutorSchema,
  EMAIL_READ_ONLY,
  UpdateTutorRequest as UpdateTutorSchema,
  accountsStreams,
} from '@portal/contracts';
import { ValidationError } from '@portal/platform';
import type { ApiDeps } from '../../deps';
import { callerOf, requireRole } from '../../http/auth';
import { settle } from '../../http/settle';
import { validateBody } from '../../http/validate';
import { registerUser } from '../../accounts/registerUser';
import { staffRecordDecider } from '../decider';
import { staffCreatedUser } from '../staffCreatedUser';
import type { TutorQueries } from './tutorQueries';
import { profileOf, signsTutorOut, tutorChanges } from './tutorRules';

/** An admin creates tutors (verified from the start) and edits their profiles and badges. */
export function tutorEditRoutes(deps: ApiDeps, queries: TutorQueries): Router {
  const router = Router();
  const admin = requireRole('admin');

  router.post('/tutors', admin, validateBody(CreateTutorSchema), async (req, res) => {
    const caller = callerOf(req);
    const form = req.body as CreateTutorRequest;
    const userId = randomUUID();
    const result = await registerUser(
      deps.handle,
      {
        ...staffCreatedUser(caller, userId, form, 'tutor'),
        password: form.password,
        tutorProfile: profileOf(form),
        isVerified: true,
      },
      deps.now(),
    );
    await deps.awaitProjections(result.streamId, result.position);
    deps.logger.info('tutor created', { userId, by: caller.userId });
    res.status(201).json({
      success: true,
      tutor: await queries.tutorView(caller.organisationId, userId),
      message: 'Tutor created successfully!',
    });
  });

  router.put('/tutors/:id', admin, validateBody(UpdateTutorSchema), async (req, res) => {
    const caller = callerOf(req);
    const form = req.body as UpdateTutorRequest;
    const current = await queries.liveTutor(caller.organisationId, String(req.params.id));
    if (form.email !== undefined && form.email !== current.email) {
      throw new ValidationError(EMAIL_READ_ONLY, [{ field: 'email', message: EMAIL_READ_ONLY }]);
    }
    const result = await deps.handle(
      staffRecordDecider,
      accountsStreams.user(current._id),
      {
        type: 'UpdateTutor',
        data: {
          changes: tutorChanges(current, form),
          ...(form.isVerified !== undefined && { isVerified: form.isVerified }),
          ...(form.isActive !== undefined && { isActive: form.isActive }),
        },
        caller,
        metadata: { now: deps.now() },
      },
      { organisationId: caller.organisationId },
    );
    if (signsTutorOut(result.events)) {
      await deps.purgeSessions(current._id);
    }
    await settle(deps, result);
    const events = result.events.map((e) => e.type);
    deps.logger.info('tutor updated', { userId: current._id, by: caller.userId, events });
    res.json({
      success: true,
      tutor: await queries.tutorView(caller.organisationId, current._id),
      message: 'Tutor updated successfully!',
    });
  });

  return router;
}
