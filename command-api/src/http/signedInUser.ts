import type { Request } from 'express';
import type { ReadModelStore } from '@portal/platform';
import { UnauthorizedError } from '@portal/platform';
import type { UserDocument, UserRecord } from '@portal/projections';
import { isLiveUser, USERS_COLLECTION } from '@portal/projections';
import { callerOf } from './auth';

/**
 * The caller's account as it stands now: a session outliving its account (erased, being
 * deleted, deactivated) answers 401 with the spec's expiry message.
 */
export async function signedInUser(readModels: ReadModelStore, req: Request): Promise<UserDocument> {
  return signedInUserById(readModels, callerOf(req).userId);
}

export async function signedInUserById(readModels: ReadModelStore, userId: string): Promise<UserDocument> {
  const user = await readModels.collection<UserRecord>(USERS_COLLECTION).findOne({ _id: userId });
  if (!isLiveUser(user) || user.status !== 'active' || user.isActive === false) {
    throw new UnauthorizedError('Session expired - please login again');
  }
  return user;
}
