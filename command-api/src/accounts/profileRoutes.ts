import { Router } from 'express';
import type { Profile, ProfileUpdate } from '@portal/contracts';
import {
  EMAIL_READ_ONLY,
  READING_AIDS_SAVED,
  READING_AIDS_STUDENTS_ONLY,
  ReadingAidsRequest,
  needsParentalConsent,
  profileUpdateRequest,
  readingAidsOf,
} from '@portal/contracts';
import { ForbiddenError, ValidationError } from '@portal/platform';
import type { UserDocument } from '@portal/projections';
import type { ApiDeps } from '../deps';
import { parseOrThrow } from '../http/validate';
import { signedInUser } from '../http/signedInUser';
import { requestParentalConsent } from '../compliance/parentalConsent';
import { handleUserCommand } from './userCommand';

export function toProfile(user: UserDocument): Profile {
  return {
    id: user._id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    dateOfBirth: user.dateOfBirth,
    school: user.school,
    grade: user.grade,
    parentEmail: user.parentEmail,
    phoneNumber: user.phoneNumber,
    tutorProfile:
      user.role === 'tutor'
        ? (user.tutorProfile ?? {
            organizationName: null,
            specializations: [],
            qualifications: null,
            experience: 0,
            contactPhone: null,
            address: null,
          })
        : null,
    readingAids: user.role === 'student' ? readingAidsOf(user.readingAids) : null,
    createdAt: user.registeredAt,
    updatedAt: user.updatedAt,
  };
}

/** Only what differs from the stored profile becomes the event's changes. */
function changesBetween(user: UserDocument, update: ProfileUpdate): ProfileUpdate {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(update)) {
    if (value !== undefined && JSON.stringify(value) !== JSON.stringify(user[key as keyof UserDocument])) {
      changes[key] = value;
    }
  }
  return changes;
}

export function profileRoutes(deps: ApiDeps): Router {
  const router = Router();

  router.get('/profile', async (req, res) => {
    const user = await signedInUser(deps.readModels, req);
    res.json({ success: true, profile: toProfile(user) });
  });

  router.put('/profile', async (req, res) => {
    const user = await signedInUser(deps.readModels, req);
    const now = deps.now();
    const { email, ...update } = parseOrThrow(
      profileUpdateRequest(user.role, now),
      req.body ?? {},
    ) as ProfileUpdate & {
      email?: string;
    };
    if (email !== undefined && email !== '' && email !== user.email) {
      throw new ValidationError(EMAIL_READ_ONLY, [{ field: 'email', message: EMAIL_READ_ONLY }]);
    }
    const changes = changesBetween(user, update);
    const result = await handleUserCommand(deps, user, {
      type: 'UpdateProfile',
      data: { userId: user._id, changes },
      metadata: { now },
    });
    // a child who gives a new parent address needs that parent's confirmation
    const dateOfBirth = changes.dateOfBirth !== undefined ? changes.dateOfBirth : user.dateOfBirth;
    if (user.role === 'student' && changes.parentEmail && needsParentalConsent(dateOfBirth, now)) {
      await requestParentalConsent(
        deps,
        {
          userId: user._id,
          organisationId: user.organisationId,
          firstName: changes.firstName ?? user.firstName,
        },
        changes.parentEmail,
        null,
        now,
      );
    }
    await deps.awaitProjections(result.streamId, result.position);
    const updated = await signedInUser(deps.readModels, req);
    deps.logger.info('profile updated', { userId: user._id, fields: Object.keys(changes) });
    res.json({ success: true, message: 'Profile updated successfully!', profile: toProfile(updated) });
  });

  // issue 19: a student's reading aids, set from the exam or the quiz without the whole profile form
  router.put('/profile/reading-aids', async (req, res) => {
    const user = await signedInUser(deps.readModels, req);
    if (user.role !== 'student') {
      throw new ForbiddenError(READING_AIDS_STUDENTS_ONLY);
    }
    const chosen = parseOrThrow(ReadingAidsRequest, req.body ?? {});
    const readingAids = { ...readingAidsOf(user.readingAids), ...chosen };
    const changes = changesBetween(user, { readingAids });
    if (Object.keys(changes).length > 0) {
      const result = await handleUserCommand(deps, user, {
        type: 'UpdateProfile',
        data: { userId: user._id, changes },
        metadata: { now: deps.now() },
      });
      await deps.awaitProjections(result.streamId, result.position);
    }
    res.json({ success: true, message: READING_AIDS_SAVED, readingAids });
  });

  return router;
}
