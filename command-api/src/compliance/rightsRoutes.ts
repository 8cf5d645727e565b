import { Router } from 'express';
import type { Request, Response } from 'express';
import type {
  ErasureRequest,
  ProcessingActivity,
  RestrictProcessingRequest,
  UserDataAccess,
} from '@portal/contracts';
import {
  ERASURE_ACCEPTED,
  ERASURE_MESSAGES,
  ErasureRequest as ErasureRequestSchema,
  RESTRICTION_SUBMITTED,
  RestrictProcessingRequest as RestrictSchema,
  complianceStreams,
} from '@portal/contracts';
import { DomainError, ValidationError } from '@portal/platform';
import type { ActivityDocument, PrivacyDocument, UserDocument } from '@portal/projections';
import type { ApiDeps } from '../deps';
import type { Caller } from '../http/auth';
import { callerOf } from '../http/auth';
import { signedInUser } from '../http/signedInUser';
import { validateBody } from '../http/validate';
import { toProfile } from '../accounts/profileRoutes';
import { clientAddress } from '../accounts/authRoutes';
import { LoginThrottle } from '../accounts/loginThrottle';
import { verifyPassword } from '../accounts/passwords';
import { consentStates } from './consentRoutes';
import { privacyDecider } from './decider';
import type { ErasureService } from './erasure';
import { gatherSubjectData } from './subjectData';
import { PRIVACY_COLLECTION, PROCESSING_ACTIVITIES_COLLECTION } from '@portal/projections';

export function toActivity(document: ActivityDocument): ProcessingActivity {
  return {
    id: document._id,
    action: document.action,
    dataType: document.dataType,
    purpose: document.purpose,
    createdAt: document.createdAt,
    resultStatus: document.resultStatus,
    actor: document.actor,
  };
}

/** Records a read or export of someone's personal data as a processing activity. */
export async function recordAccess(
  deps: ApiDeps,
  subject: { userId: string; organisationId: string },
  actor: Caller,
  access: { action: 'data_access' | 'data_export' | 'data_portability'; dataType: string; purpose: string },
): Promise<void> {
  const result = await deps.eventStore.append(
    complianceStreams.processing(subject.userId),
    [
      {
        type: 'PersonalDataAccessed',
        data: {
          ...subject,
          actorId: actor.userId,
          actorRole: actor.role,
          ...access,
          accessedAt: deps.now().toISOString(),
        },
        metadata: { organisationId: subject.organisationId },
      },
    ],
    { expectedRevision: 'any' },
  );
  await deps.awaitProjections(complianceStreams.processing(subject.userId), result.position);
}

/** 403 with the field: the password given to confirm an erasure is not the account's. */
export class WrongPasswordError extends DomainError {
  override readonly name = 'WrongPasswordError';
  readonly status = 403;
}

export function rightsRoutes(deps: ApiDeps, erasure: ErasureService): Router {
  const router = Router();
  const throttle = new LoginThrottle(deps.rateLimiter, deps.secret);
  const privacy = deps.readModels.collection<PrivacyDocument>(PRIVACY_COLLECTION);
  const activities = deps.readModels.collection<ActivityDocument>(PROCESSING_ACTIVITIES_COLLECTION);

  /**
   * Everything we hold about the person (Art. 15): the spec's keys, then their attempts with
   * answers, live-quiz submissions, essay feedback, progress and (a parent) children's summary.
   */
  const dataOf = async (user: UserDocument): Promise<UserDataAccess> => {
    const [document, subject] = await Promise.all([
      privacy.findOne({ _id: user._id }),
      gatherSubjectData(deps, user),
    ]);
    const { id: _id, ...profile } = toProfile(user);
    return {
      createdAt: user.registeredAt,
      updatedAt: user.updatedAt,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      role: user.role,
      dateOfBirth: user.dateOfBirth,
      profile: {
        ...profile,
        parentName: user.parentName,
        // what staff keep about a student (people module): it is the student's data too
        ...(user.role === 'student' && {
          studentId: user.studentNumber ?? null,
          parentPhone: user.parentPhone ?? null,
          targetSchools: user.targetSchools ?? [],
          specialNeeds: user.specialNeeds ?? null,
          notes: user.notes ?? null,
        }),
      },
      examAttempts: subject.examAttempts,
      progress: subject.progress,
      consents: consentStates(document),
      restrictions: document?.restrictions ?? [],
      progressSummary: subject.progressSummary,
      liveQuizSubmissions: subject.liveQuizSubmissions,
      essayFeedback: subject.essayFeedback,
      children: subject.children,
    };
  };

  const activitiesOf = async (userId: string): Promise<ProcessingActivity[]> =>
    (
      await activities.find({ subjectId: userId }, { sort: { createdAt: -1, _id: 1 }, limit: 500 }).toArray()
    ).map(toActivity);

  router.get('/compliance/data-access', async (req, res) => {
    const caller = callerOf(req);
    const user = await signedInUser(deps.readModels, req);
    await recordAccess(deps, { userId: user._id, organisationId: user.organisationId }, caller, {
      action: 'data_access',
      dataType: 'personal_data',
      purpose: 'Right of access (Art. 15): the person viewed their data',
    });
    res.json({ success: true, data: await dataOf(user) });
  });

  router.get('/compliance/processing-activities', async (req, res) => {
    const user = await signedInUser(deps.readModels, req);
    res.json({ success: true, activities: await activitiesOf(user._id) });
  });

  router.post('/compliance/data-portability', async (req, res) => {
    const caller = callerOf(req);
    const user = await signedInUser(deps.readModels, req);
    await recordAccess(deps, { userId: user._id, organisationId: user.organisationId }, caller, {
      action: 'data_portability',
      dataType: 'personal_data',
      purpose: 'Data portability (Art. 20): the person downloaded their data',
    });
    const data = {
      ...(await dataOf(user)),
      activities: await activitiesOf(user._id),
      exportedAt: deps.now().toISOString(),
    };
    res.setHeader('Content-Disposition', 'attachment; filename="my-data-export.json"');
    res.json({ success: true, data });
  });

  /**
   * Confirmed on the server (issue 15 item 8): the account's own e-mail typed (400) and the
   * current password (403), the password checked under the sign-in limits (429), so a page of
   * another site or a tab left open cannot erase anyone and guessing is as slow as at sign-in.
   */
  const erase = async (req: Request, res: Response) => {
    const user = await signedInUser(deps.readModels, req);
    const { email, password, reason } = req.body as ErasureRequest;
    if (email !== user.email.trim().toLowerCase()) {
      throw new ValidationError(ERASURE_MESSAGES.emailMismatch, [
        { field: 'email', message: ERASURE_MESSAGES.emailMismatch },
      ]);
    }
    const valid = await throttle.guard(user.email, clientAddress(req), () =>
      verifyPassword(password, user.passwordHash),
    );
    if (!valid) {
      deps.logger.warn('erasure refused: wrong password', { userId: user._id });
      throw new WrongPasswordError(ERASURE_MESSAGES.wrongPassword, [
        { field: 'password', message: ERASURE_MESSAGES.wrongPassword },
      ]);
    }
    await erasure.request(user, reason ?? null);
    res.json({ success: true, message: ERASURE_ACCEPTED });
    // erased right after the answer; a stopped process finishes it at its next start
    erasure
      .complete(user._id)
      .catch((error: unknown) =>
        deps.logger.error('erasure failed; it resumes at the next start', { userId: user._id, error }),
      );
  };
  router.delete('/compliance/data-erasure', validateBody(ErasureRequestSchema), erase);
  router.post('/compliance/data-erasure', validateBody(ErasureRequestSchema), erase);

  router.post('/compliance/restrict-processing', validateBody(RestrictSchema), async (req, res) => {
    const user = await signedInUser(deps.readModels, req);
    const { dataTypes, reason } = req.body as RestrictProcessingRequest;
    const result = await deps.handle(
      privacyDecider,
      complianceStreams.consent(user._id),
      {
        type: 'RestrictProcessing',
        data: { userId: user._id, organisationId: user.organisationId, dataTypes, reason: reason ?? null },
        metadata: { now: deps.now() },
      },
      { organisationId: user.organisationId },
    );
    await deps.awaitProjections(result.streamId, result.position);
    const document = await privacy.findOne({ _id: user._id });
    res.json({ success: true, message: RESTRICTION_SUBMITTED, restrictions: document?.restrictions ?? [] });
  });

  router.delete('/compliance/restrict-processing', validateBody(RestrictSchema), async (req, res) => {
    const user = await signedInUser(deps.readModels, req);
    const { dataTypes } = req.body as RestrictProcessingRequest;
    const result = await deps.handle(
      privacyDecider,
      complianceStreams.consent(user._id),
      {
        type: 'LiftRestriction',
        data: { userId: user._id, organisationId: user.organisationId, dataTypes },
        metadata: { now: deps.now() },
      },
      { organisationId: user.organisationId },
    );
    await deps.awaitProjections(result.streamId, result.position);
    const document = await privacy.findOne({ _id: user._id });
    res.json({
      success: true,
      message: 'Processing restriction lifted',
      restrictions: document?.restrictions ?? [],
    });
  });

  return router;
}
