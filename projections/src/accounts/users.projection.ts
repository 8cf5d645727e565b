import type { RecordedEvent } from '@portal/platform';
import type { EventOf, Role } from '@portal/contracts';
import type { ProjectionDefinition, ReadModelDocument } from '../runner/projection';

/** Accounts as the login and the people screens read them. */
export interface UserDocument extends ReadModelDocument {
  organisationId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  passwordHash: string;
  registeredAt: string;
  passwordChangedAt: string | null;
}

export const usersProjection: ProjectionDefinition<UserDocument> = {
  name: 'users',
  collection: 'users',
  handles: ['UserRegistered', 'UserPasswordChanged'],
  documentIds: (event) => [(event.data as { userId: string }).userId],
  evolve: (document, event) => evolveUser(document, event),
  indexes: [{ keys: { email: 1 }, options: { unique: true } }, { keys: { organisationId: 1, role: 1 } }],
};

function evolveUser(document: UserDocument | null, event: RecordedEvent): UserDocument | null {
  const domainEvent = { type: event.type, data: event.data } as
    EventOf<'UserRegistered'> | EventOf<'UserPasswordChanged'>;
  switch (domainEvent.type) {
    case 'UserRegistered': {
      const { userId, registeredAt, ...fields } = domainEvent.data;
      return { _id: userId, ...fields, registeredAt, passwordChangedAt: null };
    }
    case 'UserPasswordChanged':
      return (
        document && {
          ...document,
          passwordHash: domainEvent.data.passwordHash,
          passwordChangedAt: domainEvent.data.changedAt,
        }
      );
    default: {
      const unhandled: never = domainEvent;
      return unhandled;
    }
  }
}
