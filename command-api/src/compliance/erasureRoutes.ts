import { Router } from 'express';
import type { Request, Response } from 'express';
import type { ErasureRequest } from '@portal/contracts';
import {
  ERASURE_ACCEPTED,
  ERASURE_MESSAGES,
  ErasureRequest as ErasureRequestSchema,
} from '@portal/contracts';
import { DomainError, ValidationError } from '@portal/platform';
import { clientAddress } from '../accounts/authRoutes';
import { LoginThrottle } from '../accounts/loginThrottle';
import { verifyPassword } from '../accounts/passwords';
import type { ApiDeps } from '../deps';
import { signedInUser } from '../http/signedInUser';
import { validateBody } from '../http/validate';
import type { ErasureService } from './erasure';

/** 403 with the field: the password given to confirm an erasure is not the account's. */
export class WrongPasswordError extends DomainError {
  override readonly name = 'WrongPasswordError';
  readonly status = 403;
}

/** The right to erasure (Art. 17): the person erases their own account. */
export function erasureRoutes(deps: ApiDeps, erasure: ErasureService): Router {
  const router = Router();
  const throttle = new LoginThrottle(deps.rateLimiter, deps.secret);

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

  return router;
}
