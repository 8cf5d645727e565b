import { expect } from 'vitest';
import type { Decider } from '../commands/handleCommand';

/**
 * Given/when/then for deciders, as emmett's `DeciderSpecification`:
 *
 *   const given = DeciderSpecification.for(decider);
 *   given([earlierEvent]).when(command).then([expectedEvent]);
 *   given([]).when(command).thenThrows(ForbiddenError);
 *
 * The given events are folded with the decider's own `evolve` from its `initialState`, so a
 * test states history as events, never as a hand-built state.
 */

type ErrorType<E extends Error> = abstract new (...args: never[]) => E;

export interface DeciderThen<Event, State> {
  /** The command decides exactly these events (deep equality, in order). */
  then(expected: Event | readonly Event[]): void;
  /** The command decides no event. */
  thenNothingHappened(): void;
  /**
   * The command is refused: with an error of `errorType` when given, which `check` (when given)
   * also accepts, e.g. `(error) => error.message === '...'`.
   */
  thenThrows<E extends Error = Error>(errorType?: ErrorType<E>, check?: (error: E) => boolean): void;
  /** The events decided, for assertions that look at a part of them. */
  events(): readonly Event[];
  /** The state folded from the given events (before the command). */
  state(): State;
}

export interface DeciderWhen<Command, Event, State> {
  when(command: Command): DeciderThen<Event, State>;
  /** The state folded from the given events, for assertions on what a history leaves behind. */
  state(): State;
}

export type DeciderGiven<Command, Event, State> = (
  events?: Event | readonly Event[],
) => DeciderWhen<Command, Event, State>;

const listOf = <T>(value: T | readonly T[] | undefined): readonly T[] =>
  value === undefined ? [] : Array.isArray(value) ? (value as readonly T[]) : [value as T];

export const DeciderSpecification = {
  for<Command, Event extends { type: string; data: unknown }, State>(
    decider: Pick<Decider<Command, Event, State>, 'initialState' | 'evolve' | 'decide'>,
  ): DeciderGiven<Command, Event, State> {
    return (givenEvents) => {
      const state = () => listOf(givenEvents).reduce(decider.evolve, decider.initialState());
      return {
        state,
        when: (command) => {
          const events = () => decider.decide(command, state());
          return {
            then: (expected) => {
              expect(events()).toEqual(listOf(expected));
            },
            thenNothingHappened: () => {
              expect(events()).toEqual([]);
            },
            thenThrows: (errorType, check) => {
              let thrown: unknown = undefined;
              let threw = false;
              try {
                events();
              } catch (error) {
                threw = true;
                thrown = error;
              }
              expect(threw, 'the command was expected to be refused').toBe(true);
              if (errorType) {
                expect(thrown).toBeInstanceOf(errorType);
              }
              if (check) {
                expect(check(thrown as never), 'the error did not pass the check').toBe(true);
              }
            },
            events,
            state,
          };
        },
      };
    };
  },
};
