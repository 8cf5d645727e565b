import { peopleStreams } from '@portal/contracts';
import type { EventStore, HandleCommand, Logger, ReadModelStore } from '@portal/platform';
import type { PrivacyDocument, UserDocument, UserRecord } from '@portal/projections';
import { isLiveUser, PRIVACY_COLLECTION, USERS_COLLECTION } from '@portal/projections';
import type { AwaitProjections } from '../deps';
import { linkParent } from './familyRoutes';

/** A parent account whose address is proven: made by staff or the system, or verified by its owner. */
function addressProven(parent: UserDocument): boolean {
  return parent.createdBy !== 'self' || (parent as { emailVerified?: boolean }).emailVerified === true;
}

/**
 * Before family links existed, a parent saw every child whose parent e-mail was their own. The
 * links that were really proven are carried over once, at start-up, as `ParentLinked`
 * (`migrated`): the child's parental consent was confirmed from that address and the parent
 * account's own address is proven too. A child who has a family stream already (linked or
 * unlinked since) is left alone, so a link a parent removed never comes back; an unconfirmed
 * address match — the hole this closes — is never carried over.
 */
export async function migrateLegacyFamilyLinks(deps: {
  readModels: ReadModelStore;
  eventStore: EventStore;
  handle: HandleCommand;
  awaitProjections: AwaitProjections;
  logger: Logger;
  now: () => Date;
}): Promise<number> {
  const users = deps.readModels.collection<UserRecord>(USERS_COLLECTION);
  const confirmed = await deps.readModels
    .collection<PrivacyDocument>(PRIVACY_COLLECTION)
    .find({ 'parental.status': 'confirmed' }, { projection: { _id: 1, 'parental.parentEmail': 1 } })
    .toArray();
  let migrated = 0;
  for (const document of confirmed) {
    const parentEmail = document.parental.parentEmail;
    if (!parentEmail) {
      continue;
    }
    const family = await deps.eventStore.readStream(peopleStreams.family(document._id), { maxCount: 1 });
    if (family.length > 0) {
      continue;
    }
    const child = await users.findOne({ _id: document._id });
    if (!isLiveUser(child) || child.role !== 'student') {
      continue;
    }
    const parent = await users.findOne({
      email: parentEmail,
      role: 'parent',
      status: 'active',
      organisationId: child.organisationId,
    });
    if (!isLiveUser(parent) || !addressProven(parent)) {
      continue;
    }
    await linkParent(
      deps,
      { childId: child._id, parentId: parent._id, organisationId: child.organisationId, method: 'migrated' },
      { userId: 'system', role: 'admin' },
      deps.now(),
    );
    migrated += 1;
  }
  if (migrated > 0) {
    deps.logger.info('family links carried over from confirmed parental consents', { migrated });
  }
  return migrated;
}
