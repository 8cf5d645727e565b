import { Router } from 'express';
import type { Request } from 'express';
import type { RestrictProcessingRequest } from '@portal/contracts';
import {
  RESTRICTION_SUBMITTED,
  RestrictProcessingRequest as RestrictSchema,
  complianceStreams,
} from '@portal/contracts';
import type { PrivacyDocument } from '@portal/projections';
import { PRIVACY_COLLECTION } from '@portal/projections';
import type { ApiDeps } from '../deps';
import { signedInUser } from '../http/signedInUser';
import { validateBody } from '../http/validate';
import type { PrivacyCommand } from './decider';
import { privacyDecider } from './decider';

type RestrictionCommand = Extract<PrivacyCommand, { type: 'RestrictProcessing' | 'LiftRestriction' }>;

/** The right to restrict processing (Art. 18): the person restricts (or lifts) analytics or marketing. */
export function restrictionRoutes(deps: ApiDeps): Router {
  const router = Router();
  const privacy = deps.readModels.collection<PrivacyDocument>(PRIVACY_COLLECTION);

  /** Decides the change on the person's consent stream; answers their restrictions once shown. */
  const change = async (
    req: Request,
    command: (user: { userId: string; organisationId: string }) => RestrictionCommand,
  ) => {
    const user = await signedInUser(deps.readModels, req);
    const result = await deps.handle(
      privacyDecider,
      complianceStreams.consent(user._id),
      command({ userId: user._id, organisationId: user.organisationId }),
      { organisationId: user.organisationId },
    );
    await deps.awaitProjections(result.streamId, result.position);
    return (await privacy.findOne({ _id: user._id }))?.restrictions ?? [];
  };

  router.post('/compliance/restrict-processing', validateBody(RestrictSchema), async (req, res) => {
    const { dataTypes, reason } = req.body as RestrictProcessingRequest;
    const restrictions = await change(req, (user) => ({
      type: 'RestrictProcessing',
      data: { ...user, dataTypes, reason: reason ?? null },
      metadata: { now: deps.now() },
    }));
    res.json({ success: true, message: RESTRICTION_SUBMITTED, restrictions });
  });

  router.delete('/compliance/restrict-processing', validateBody(RestrictSchema), async (req, res) => {
    const { dataTypes } = req.body as RestrictProcessingRequest;
    const restrictions = await change(req, (user) => ({
      type: 'LiftRestriction',
      data: { ...user, dataTypes },
      metadata: { now: deps.now() },
    }));
    res.json({ success: true, message: 'Processing restriction lifted', restrictions });
  });

  return router;
}
