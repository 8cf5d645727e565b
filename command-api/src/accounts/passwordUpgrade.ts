import type { UserDocument } from '@portal/projections';
import type { ApiDeps } from '../deps';
import { PASSWORD_COST, hashPassword, needsRehash } from './passwords';
import { handleUserCommand } from './userCommand';

/**
 * After a successful sign-in: a hash made with scrypt (before issue 18) or a lower argon2id cost
 * is made again from the password just checked. The person notices nothing; a failure is logged
 * and the sign-in goes on (the next one tries again).
 */
export async function upgradePasswordHash(
  deps: Pick<ApiDeps, 'handle' | 'now' | 'logger'>,
  user: Pick<UserDocument, '_id' | 'organisationId' | 'passwordHash'>,
  password: string,
): Promise<void> {
  if (!needsRehash(user.passwordHash, PASSWORD_COST)) {
    return;
  }
  try {
    const passwordHash = await hashPassword(password);
    await handleUserCommand(deps, user, {
      type: 'UpgradePasswordHash',
      data: { userId: user._id, previousHash: user.passwordHash, passwordHash },
      metadata: { now: deps.now() },
    });
    deps.logger.info('password hash upgraded', { userId: user._id });
  } catch (error) {
    deps.logger.warn('password hash not upgraded', { userId: user._id, error: String(error) });
  }
}
