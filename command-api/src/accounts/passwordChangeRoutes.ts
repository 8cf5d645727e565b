import { Router } from 'express';
import type { ChangePasswordRequest } from '@portal/contracts';
import { ChangePasswordRequest as ChangePasswordSchema } from '@portal/contracts';
import { ValidationError } from '@portal/platform';
import type { ApiDeps } from '../deps';
import { validateBody } from '../http/validate';
import { callerOf } from '../http/auth';
import { signedInUser } from '../http/signedInUser';
import { hashPassword, verifyPassword } from './passwords';
import type { LoginThrottle } from './loginThrottle';
import { clientAddress, toError } from './authRoutes';
import { handleUserCommand } from './userCommand';

const refused = (field: string, message: string) => new ValidationError(message, [{ field, message }]);

/** A signed-in user changes their password (the temporary one first, for a staff-created account). */
export function passwordChangeRoutes(deps: ApiDeps, throttle: LoginThrottle): Router {
  const router = Router();

  router.put('/profile/password', validateBody(ChangePasswordSchema), async (req, res) => {
    const caller = callerOf(req);
    const { currentPassword, newPassword } = req.body as ChangePasswordRequest;
    const user = await signedInUser(deps.readModels, req);
    // the same limits as sign-in: a stolen session cannot guess the password faster than a sign-in could
    const valid = await throttle.guard(user.email, clientAddress(req), () =>
      verifyPassword(currentPassword, user.passwordHash),
    );
    if (!valid) {
      throw refused('currentPassword', 'Current password is incorrect');
    }
    if (user.mustChangePassword && newPassword === currentPassword) {
      throw refused('newPassword', 'Please choose a new password, not the temporary one');
    }
    const account = { _id: caller.userId, organisationId: caller.organisationId };
    const result = await handleUserCommand(deps, account, {
      type: 'ChangePassword',
      data: { userId: caller.userId, passwordHash: await hashPassword(newPassword) },
      metadata: { now: deps.now() },
    });
    await deps.awaitProjections(result.streamId, result.position);
    // other devices signed in with the old password are signed out; this one stays
    await deps.purgeSessions(caller.userId, req.session.id);
    if (req.session.mustChangePassword) {
      req.session.mustChangePassword = false;
      await new Promise<void>((resolve, reject) =>
        req.session.save((error: unknown) => (error ? reject(toError(error)) : resolve())),
      );
    }
    deps.logger.info('password changed', { userId: caller.userId });
    res.json({ success: true, message: 'Password changed successfully!' });
  });

  return router;
}
