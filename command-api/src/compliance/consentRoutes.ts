import { Router } from 'express';
import type {
  ConsentRequest,
  ConsentState,
  ConsentStatusResponse,
  ParentalConsentStatus,
  PolicyVersions,
} from '@portal/contracts';
import {
  ConsentRequest as ConsentRequestSchema,
  ConsentType,
  VERSIONED_CONSENTS,
  PARENT_REFUSED_MESSAGE,
  countsAsChild,
  maskEmail,
} from '@portal/contracts';
import { ValidationError } from '@portal/platform';
import type { PrivacyDocument, UserDocument } from '@portal/projections';
import type { ApiDeps } from '../deps';
import { validateBody } from '../http/validate';
import { signedInUser } from '../http/signedInUser';
import { recordConsent, requestParentalConsent } from './parentalConsent';
import { PRIVACY_COLLECTION } from '@portal/projections';

export function consentStates(privacy: PrivacyDocument | null): ConsentState[] {
  return ConsentType.options.flatMap((consentType) => {
    const entry = privacy?.consents[consentType];
    return entry
      ? [
          {
            consentType,
            status: entry.given ? ('given' as const) : ('withdrawn' as const),
            consentGiven: entry.given,
            version: entry.version,
            updatedAt: entry.updatedAt,
          },
        ]
      : [];
  });
}

/** Pure: the status the consent gate reads (spec 001 §4). */
export function consentStatus(
  user: UserDocument,
  privacy: PrivacyDocument | null,
  versions: PolicyVersions,
  today: Date,
): Omit<ConsentStatusResponse, 'success'> {
  const consents = consentStates(privacy);
  const needsUpdate = VERSIONED_CONSENTS.some((type) => {
    const entry = privacy?.consents[type];
    return entry?.given === true && entry.version !== versions[type as keyof PolicyVersions];
  });
  let status: ParentalConsentStatus = privacy?.parental.status ?? 'not_required';
  if (status === 'not_required' && countsAsChild(user.role, user.dateOfBirth, today)) {
    status = 'required';
  }
  const parentEmail = privacy?.parental.parentEmail ?? null;
  return {
    consents,
    needsUpdate,
    parentalConsent: {
      status,
      parentEmailHint:
        (status === 'pending' || status === 'refused') && parentEmail ? maskEmail(parentEmail) : null,
    },
    policyVersions: { ...versions },
  };
}

export function consentRoutes(deps: ApiDeps): Router {
  const router = Router();
  const privacy = deps.readModels.collection<PrivacyDocument>(PRIVACY_COLLECTION);

  router.get('/compliance/consent/status', async (req, res) => {
    const user = await signedInUser(deps.readModels, req);
    const document = await privacy.findOne({ _id: user._id });
    res.json({ success: true, ...consentStatus(user, document, deps.policyVersions, deps.now()) });
  });

  router.post('/compliance/consent', validateBody(ConsentRequestSchema), async (req, res) => {
    const user = await signedInUser(deps.readModels, req);
    const body = req.body as ConsentRequest;
    const now = deps.now();
    const subject = { userId: user._id, organisationId: user.organisationId };
    const child = countsAsChild(user.role, user.dateOfBirth, now);
    const current = await privacy.findOne({ _id: user._id });
    const parentOnRecord = current?.parental.status === 'confirmed' || current?.parental.status === 'pending';
    const refusedBy = current?.parental.status === 'refused' ? current.parental.parentEmail : null;
    if (refusedBy && body.parentalConsentEmail?.toLowerCase() === refusedBy.toLowerCase()) {
      // the parent said no: the child cannot keep asking them (they can still change their mind by the link)
      throw new ValidationError(PARENT_REFUSED_MESSAGE, [
        { field: 'parentalConsentEmail', message: PARENT_REFUSED_MESSAGE },
      ]);
    }
    // an address already on file (given at sign-up or by staff) is asked instead of a new one,
    // unless that parent has already said no
    const onFile =
      user.parentEmail && user.parentEmail.toLowerCase() !== refusedBy?.toLowerCase()
        ? user.parentEmail
        : null;
    const parentEmail = body.parentalConsentEmail ?? (parentOnRecord ? null : onFile);
    if (
      child &&
      body.consentType === 'privacy_policy' &&
      body.consentGiven &&
      !parentEmail &&
      !parentOnRecord
    ) {
      throw new ValidationError('Parental consent email is required for users under 16', [
        { field: 'parentalConsentEmail', message: 'Parental consent email is required for users under 16' },
      ]);
    }
    if (body.parentalConsentEmail && body.parentalConsentEmail === user.email) {
      throw new ValidationError('Please enter your parent or carer’s e-mail, not your own', [
        {
          field: 'parentalConsentEmail',
          message: 'Please enter your parent or carer’s e-mail, not your own',
        },
      ]);
    }
    const result = await recordConsent(
      deps,
      subject,
      {
        consentType: body.consentType,
        consentGiven: body.consentGiven,
        source: body.source ?? 'consent_form',
        parentalConsentEmail: child ? body.parentalConsentEmail : null,
      },
      now,
    );
    if (child && parentEmail && current?.parental.status !== 'confirmed') {
      await requestParentalConsent(
        deps,
        { ...subject, firstName: user.firstName },
        parentEmail,
        user.parentName,
        now,
      );
    }
    await deps.awaitProjections(result.streamId, result.position);
    const document = await privacy.findOne({ _id: user._id });
    const consent = consentStates(document).find((state) => state.consentType === body.consentType);
    res.json({ success: true, consent, message: 'Consent preferences saved' });
  });

  return router;
}
