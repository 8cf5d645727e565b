import { describe, expect, it } from 'vitest';
import { ConflictError, ValidationError } from '../errors';
import { exhaustive } from '../exhaustive';
import { DeciderSpecification } from './deciderSpecification';

// A tiny decider: a counter opened once, then incremented by positive steps.
type Event =
  | { readonly type: 'CounterOpened'; readonly data: { readonly id: string } }
  | { readonly type: 'CounterIncremented'; readonly data: { readonly by: number } };
type Command =
  | { readonly type: 'OpenCounter'; readonly data: { readonly id: string } }
  | { readonly type: 'Increment'; readonly data: { readonly by: number } };
type State = { readonly status: 'none' } | { readonly status: 'open'; readonly total: number };

const counter = {
  initialState: (): State => ({ status: 'none' }),
  evolve: (state: State, event: Event): State => {
    switch (event.type) {
      case 'CounterOpened':
        return { status: 'open', total: 0 };
      case 'CounterIncremented':
        return state.status === 'open' ? { status: 'open', total: state.total + event.data.by } : state;
      default:
        return exhaustive(event);
    }
  },
  decide: (command: Command, state: State): Event[] => {
    switch (command.type) {
      case 'OpenCounter':
        if (state.status === 'open') {
          throw new ConflictError('Counter already open');
        }
        return [{ type: 'CounterOpened', data: command.data }];
      case 'Increment':
        if (command.data.by < 0) {
          throw new ValidationError('Steps are positive');
        }
        return command.data.by === 0 ? [] : [{ type: 'CounterIncremented', data: command.data }];
      default:
        return exhaustive(command);
    }
  },
};

const given = DeciderSpecification.for(counter);
const opened: Event = { type: 'CounterOpened', data: { id: 'c1' } };
const open: Command = { type: 'OpenCounter', data: { id: 'c1' } };

describe('DeciderSpecification', () => {
  it('given no events, when a command, then its events (one or a list)', () => {
    given([]).when(open).then([opened]);
    given().when(open).then(opened);
  });

  it('given events, when a command, then the state is folded from them with evolve', () => {
    const spec = given([opened, { type: 'CounterIncremented', data: { by: 2 } }]).when({
      type: 'Increment',
      data: { by: 3 },
    });
    spec.then({ type: 'CounterIncremented', data: { by: 3 } });
    expect(spec.state()).toEqual({ status: 'open', total: 2 });
    expect(spec.events()).toHaveLength(1);
  });

  it('given events, then state() is what they leave behind, without a command', () => {
    expect(given([opened, { type: 'CounterIncremented', data: { by: 4 } }]).state()).toEqual({
      status: 'open',
      total: 4,
    });
    expect(given().state()).toEqual({ status: 'none' });
  });

  it('given other events than decided, then the spec fails', () => {
    expect(() => given([]).when(open).then([])).toThrow();
    expect(() => given([]).when(open).thenNothingHappened()).toThrow();
  });

  it('given a command that decides nothing, then thenNothingHappened passes', () => {
    given([opened])
      .when({ type: 'Increment', data: { by: 0 } })
      .thenNothingHappened();
  });

  it('given a refused command, then thenThrows checks the error type and the check', () => {
    given(opened).when(open).thenThrows();
    given(opened).when(open).thenThrows(ConflictError);
    given(opened)
      .when(open)
      .thenThrows(ConflictError, (error) => error.message === 'Counter already open');
    expect(() => given(opened).when(open).thenThrows(ValidationError)).toThrow();
    expect(() =>
      given(opened)
        .when(open)
        .thenThrows(ConflictError, () => false),
    ).toThrow();
  });

  it('given an accepted command, then thenThrows fails', () => {
    expect(() => given([]).when(open).thenThrows()).toThrow();
  });
});
