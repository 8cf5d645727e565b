import { AuthenticatePayload, TEMPORARY_PASSWORD_MESSAGE } from '@portal/contracts';
import { decideAuthentication } from './decide';
import { leaveCurrent } from './leavingHandlers';
import type { ClassroomSocket } from './pipeline';

/**
 * `authenticate`: the socket's person, from the handshake's cookie session and the account
 * (see {@link decideAuthentication}), once the account's standing lets them take part.
 */
export function registerAuthenticationHandler(ctx: ClassroomSocket): void {
  const { socket, deps } = ctx;
  ctx.on('authenticate', 'authentication_error', AuthenticatePayload, async (claims) => {
    const session = socket.data;
    const decision = decideAuthentication(
      {
        userId: session.userId,
        role: session.role,
        organisationId: session.organisationId,
        mustChangePassword: session.mustChangePassword,
      },
      await deps.findUser(session.userId),
      claims,
      TEMPORARY_PASSWORD_MESSAGE,
    );
    if (!decision.ok) {
      deps.logger.info('classroom authentication refused', { socketId: socket.id, userId: session.userId });
      ctx.fail('authentication_error', decision.message);
      return;
    }
    const refusal = deps.refusal ? await deps.refusal(decision.value.userId) : null;
    if (refusal !== null) {
      deps.logger.info('classroom authentication refused: account standing', {
        socketId: socket.id,
        userId: session.userId,
      });
      ctx.fail('authentication_error', refusal);
      return;
    }
    if (ctx.identity && ctx.identity.userId !== decision.value.userId) {
      await leaveCurrent(ctx, 'left');
    }
    const identity = decision.value;
    ctx.identity = identity;
    socket.emit('authenticated', {
      userId: identity.userId,
      role: identity.role,
      firstName: identity.firstName,
      lastName: identity.lastName,
    });
  });
}
