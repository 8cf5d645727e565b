import { GROUP_MESSAGES, groupsStreams } from '@portal/contracts';
import type { CommandResult } from '@portal/platform';
import { NotFoundError, ValidationError, readState } from '@portal/platform';
import type { GroupDocument, UserDocument, UserRecord } from '@portal/projections';
import { GROUPS_COLLECTION, USERS_COLLECTION, isLiveUser } from '@portal/projections';
import type { ApiDeps } from '../deps';
import { settle as settleWrites } from '../http/settle';
import type { Caller } from '../http/auth';
import { studentScope } from '../people/access';
import type { GroupState } from './decider';
import { groupDecider } from './decider';
import { groupsView } from './views';

/** The lookups the groups routes share, in the caller's scope (a tutor's own groups). */
export function groupQueries(deps: ApiDeps) {
  const groups = deps.readModels.collection<GroupDocument>(GROUPS_COLLECTION);
  const users = deps.readModels.collection<UserRecord>(USERS_COLLECTION);

  /** A group the caller manages; anyone else's is "not found", as an unknown id is. */
  const visibleGroup = async (caller: Caller, id: string): Promise<GroupDocument> => {
    const filter: Record<string, unknown> = { _id: id, organisationId: caller.organisationId };
    if (caller.role === 'tutor') {
      filter.tutorId = caller.userId;
    }
    const group = await groups.findOne(filter);
    if (!group) {
      throw new NotFoundError(GROUP_MESSAGES.notFound);
    }
    return group;
  };

  const groupView = async (caller: Caller, id: string) =>
    (await groupsView(deps.readModels, [await visibleGroup(caller, id)], true))[0]!;

  /** The group's own stream, folded: its places and whether it still exists. */
  const loadGroup = (groupId: string): Promise<GroupState> =>
    readState(deps.eventStore, groupDecider, groupsStreams.group(groupId));

  /** A live tutor of the caller's organisation, for an admin's choice. */
  const checkTutor = async (caller: Caller, tutorId: string) => {
    const tutor = await users.findOne({ _id: tutorId });
    if (
      !isLiveUser(tutor) ||
      tutor.role !== 'tutor' ||
      tutor.organisationId !== caller.organisationId ||
      tutor.isActive === false
    ) {
      throw new ValidationError('Tutor not found', [{ field: 'tutorId', message: 'Tutor not found' }]);
    }
  };

  /** Read-your-writes after several commands: waits for the latest of them. */
  const settle = (results: readonly CommandResult<unknown>[]) => settleWrites(deps, ...results);

  /** The students the caller may place; anyone else's is "not found", as an unknown id is. */
  const studentsInScope = async (caller: Caller, ids: string[]): Promise<UserDocument[]> => {
    const scope = await studentScope(deps.readModels, caller);
    const found = (await users.find({ ...scope, _id: { $in: ids } }).toArray()).filter(isLiveUser);
    if (found.length !== ids.length) {
      throw new NotFoundError(GROUP_MESSAGES.studentNotFound);
    }
    return found;
  };

  return { groups, users, visibleGroup, groupView, loadGroup, checkTutor, settle, studentsInScope };
}

export type GroupQueries = ReturnType<typeof groupQueries>;
