import type { Request } from 'express';
import type { ReadModelStore } from '@portal/platform';
import { UnauthorizedError } from '@portal/platform';
import type { UserDocument, UserRecord } from '@portal/projections';
import { isLiveUser } from '@portal/projections';
import { callerOf } from './auth';

/**
 * The caller's account as it stands now: a session outliving its account (erased, being
 * deleted) answers 401 with the spec's expiry message.
 */
export async function signedInUser(readModels: ReadModelStore, req: Request): Promise<UserDocument> {
  const user = await readModels.collection<UserRecord>('users').findOne({ _id: callerOf(req).userId });
  if (!isLiveUser(user) || user.status !== 'active') {
    throw new UnauthorizedError('Session expired - please login again');
  }
  return user;
}
