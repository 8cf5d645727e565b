import type { AccountsEvent, ChangePassword, EventOf, RegisterUser } from '@portal/contracts';
import type { Decider } from '@portal/platform';
import { ConflictError, NotFoundError } from '@portal/platform';

type UserEvent = EventOf<'UserRegistered'> | EventOf<'UserPasswordChanged'>;
type UserCommand = (RegisterUser | ChangePassword) & { metadata: { now: Date } };

export type UserState =
  { status: 'none' } | { status: 'registered'; userId: string; passwordChanges: number };

/** The user aggregate: registered once; the password changes many times. */
export const userDecider: Decider<UserCommand, UserEvent, UserState> = {
  initialState: () => ({ status: 'none' }),
  evolve: (state, event) => {
    switch (event.type) {
      case 'UserRegistered':
        return { status: 'registered', userId: event.data.userId, passwordChanges: 0 };
      case 'UserPasswordChanged':
        return state.status === 'registered'
          ? { ...state, passwordChanges: state.passwordChanges + 1 }
          : state;
      default: {
        const unhandled: never = event;
        return unhandled;
      }
    }
  },
  decide: (command, state) => {
    const now = command.metadata.now.toISOString();
    switch (command.type) {
      case 'RegisterUser':
        if (state.status !== 'none') {
          throw new ConflictError('This account already exists');
        }
        return [{ type: 'UserRegistered', data: { ...command.data, registeredAt: now } }];
      case 'ChangePassword':
        if (state.status !== 'registered') {
          throw new NotFoundError('User not found');
        }
        return [{ type: 'UserPasswordChanged', data: { ...command.data, changedAt: now } }];
      default: {
        const unhandled: never = command;
        return unhandled;
      }
    }
  },
};

type ReservationEvent = Extract<AccountsEvent, { type: 'EmailReserved' }>;
interface ReserveEmail {
  type: 'ReserveEmail';
  data: { userId: string };
  metadata: { now: Date };
}

/** An e-mail address belongs to one account: its reservation stream is written once. */
export const emailReservationDecider: Decider<ReserveEmail, ReservationEvent, { holder: string | null }> = {
  initialState: () => ({ holder: null }),
  evolve: (_state, event) => ({ holder: event.data.userId }),
  decide: (command, state) => {
    if (state.holder === command.data.userId) {
      return [];
    }
    if (state.holder !== null) {
      throw new ConflictError('An account with this email already exists');
    }
    return [
      {
        type: 'EmailReserved',
        data: { userId: command.data.userId, reservedAt: command.metadata.now.toISOString() },
      },
    ];
  },
};
