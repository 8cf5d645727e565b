import type { EventOf, ParentLinkMethod, Role } from '@portal/contracts';
import type { Decider } from '@portal/platform';
import { exhaustive, NotFoundError } from '@portal/platform';

export type FamilyEvent = EventOf<'ParentLinked'> | EventOf<'ParentUnlinked'>;

interface FamilyActor {
  userId: string;
  role: Role;
}

export type FamilyCommand =
  | {
      type: 'LinkParent';
      data: { childId: string; parentId: string; organisationId: string; method: ParentLinkMethod };
      by: FamilyActor;
      metadata: { now: Date };
    }
  | {
      type: 'UnlinkParent';
      data: { childId: string; parentId: string; organisationId: string };
      by: FamilyActor;
      metadata: { now: Date };
    };

/** One child's family: the parent accounts linked to them. */
export interface FamilyState {
  parentIds: readonly string[];
}

/**
 * The links of one child (stream `family-<childId>`). Who may link is the route's business (it
 * holds the proof: a consent link or a staff role); here a link is made once and removed once.
 */
export const familyDecider: Decider<FamilyCommand, FamilyEvent, FamilyState> = {
  initialState: () => ({ parentIds: [] }),
  evolve: (state, event) => {
    const others = state.parentIds.filter((id) => id !== event.data.parentId);
    switch (event.type) {
      case 'ParentLinked':
        return { parentIds: [...others, event.data.parentId] };
      case 'ParentUnlinked':
        return { parentIds: others };
      default:
        return exhaustive(event);
    }
  },
  decide: (command, state) => {
    const at = command.metadata.now.toISOString();
    const linked = state.parentIds.includes(command.data.parentId);
    switch (command.type) {
      case 'LinkParent':
        return linked
          ? []
          : [
              {
                type: 'ParentLinked',
                data: { ...command.data, by: command.by.userId, byRole: command.by.role, linkedAt: at },
              },
            ];
      case 'UnlinkParent':
        if (!linked) {
          throw new NotFoundError('This parent is not linked to this child');
        }
        return [
          {
            type: 'ParentUnlinked',
            data: { ...command.data, by: command.by.userId, byRole: command.by.role, unlinkedAt: at },
          },
        ];
      default:
        return exhaustive(command);
    }
  },
};
