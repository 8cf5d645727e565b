import type { RequestHandler } from 'express';
import type { AccessStanding, PolicyVersions } from '@portal/contracts';
import { ACCESS_STANDING_MESSAGES, ESSENTIAL_CONSENTS, accessStanding } from '@portal/contracts';
import type { ReadModelStore } from '@portal/platform';
import { ForbiddenError } from '@portal/platform';
import type { PrivacyDocument, UserDocument, UserRecord } from '@portal/projections';
import { isLiveUser, PRIVACY_COLLECTION, USERS_COLLECTION } from '@portal/projections';

/**
 * What a person may always do, whatever they still lack (issue 15): sign in and out, read their
 * session, keep their profile, give or withdraw consent, and exercise their privacy rights.
 */
const ALWAYS_ALLOWED =
  /^\/(auth\/|profile(\/|$)|compliance\/(consent|data-access|data-portability|data-erasure|restrict-processing|processing-activities)(\/|$))/;

/** Pure: the standing of an account from its read-model documents. */
export function standingOf(
  user: UserDocument,
  privacy: PrivacyDocument | null,
  versions: PolicyVersions,
  today: Date,
): AccessStanding {
  const essentialConsentsCurrent = ESSENTIAL_CONSENTS.every((type) => {
    const entry = privacy?.consents[type];
    if (entry?.given !== true) {
      return false;
    }
    return type === 'cookies_essential' || entry.version === versions[type];
  });
  return accessStanding(
    {
      role: user.role,
      emailVerified: (user as { emailVerified?: boolean }).emailVerified !== false,
      isVerified: user.isVerified,
      dateOfBirth: user.dateOfBirth,
      essentialConsentsCurrent,
      parentalConsent: privacy?.parental.status ?? 'not_required',
    },
    today,
  );
}

/** Reads what the standing depends on; `null` for an account that is gone (the routes answer 401). */
export async function readStanding(
  readModels: ReadModelStore,
  userId: string,
  versions: PolicyVersions,
  today: Date,
): Promise<AccessStanding | null> {
  const [user, privacy] = await Promise.all([
    readModels.collection<UserRecord>(USERS_COLLECTION).findOne({ _id: userId }),
    readModels.collection<PrivacyDocument>(PRIVACY_COLLECTION).findOne({ _id: userId }),
  ]);
  return isLiveUser(user) ? standingOf(user, privacy, versions, today) : null;
}

/** How long an account found in good standing is not read again (a withdrawal waits at most this). */
const GOOD_STANDING_TTL_MS = 5_000;

/**
 * Every signed-in call outside {@link ALWAYS_ALLOWED} is refused with 403 and the reason until the
 * account is verified, vetted and consented. Good standing is remembered for a few seconds per
 * process so auto-saves do not read two documents each; a lacking standing is never cached, so
 * a parent's confirmation takes effect at the child's next call.
 */
export function accessGate(deps: {
  readModels: ReadModelStore;
  policyVersions: PolicyVersions;
  now: () => Date;
}): RequestHandler {
  const good = new Map<string, number>();
  return (req, _res, next) => {
    const userId = req.session.userId;
    if (!userId || ALWAYS_ALLOWED.test(req.path)) {
      next();
      return;
    }
    const now = Date.now();
    if ((good.get(userId) ?? 0) > now) {
      next();
      return;
    }
    readStanding(deps.readModels, userId, deps.policyVersions, deps.now()).then((standing) => {
      if (standing === null || standing === 'ok') {
        if (standing === 'ok') {
          if (good.size > 50_000) {
            good.clear();
          }
          good.set(userId, now + GOOD_STANDING_TTL_MS);
        }
        next();
        return;
      }
      next(new ForbiddenError(ACCESS_STANDING_MESSAGES[standing]));
    }, next);
  };
}

/** The realtime tier's check at `authenticate`: the gate's message, or null when nothing is lacking. */
export function standingRefusal(deps: {
  readModels: ReadModelStore;
  policyVersions: PolicyVersions;
  now: () => Date;
}): (userId: string) => Promise<string | null> {
  return async (userId) => {
    const standing = await readStanding(deps.readModels, userId, deps.policyVersions, deps.now());
    return standing === null || standing === 'ok' ? null : ACCESS_STANDING_MESSAGES[standing];
  };
}
