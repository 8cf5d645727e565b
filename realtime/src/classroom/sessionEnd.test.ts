import { describe, expect, it } from 'vitest';
import { ForbiddenError } from '@portal/platform';
import { DeciderSpecification } from '@portal/platform/testing';
import type { ClassroomSessionEnded, EndClassroomSession } from './sessionEnd';
import { classroomSessionDecider } from './sessionEnd';

const session = {
  code: 'QUIZ-ABC123',
  organisationId: 'org',
  tutorId: 't1',
  createdAt: '2026-11-24T09:00:00.000Z',
};

const end = (overrides: Partial<EndClassroomSession['data']> = {}): EndClassroomSession => ({
  type: 'EndClassroomSession',
  data: { session, endedBy: 't1', endedAt: '2026-11-24T09:20:00.000Z', ...overrides },
});

const given = DeciderSpecification.for(classroomSessionDecider);

/** The end a first `end()` records, as history for the next command. */
const endedOnce = (command = end()): ClassroomSessionEnded[] => given([]).when(command).events().slice();

describe('classroomSessionDecider', () => {
  it('given a running session, when its tutor ends it, then ClassroomSessionEnded with who and when', () => {
    given([])
      .when(end())
      .then([
        {
          type: 'ClassroomSessionEnded',
          data: {
            sessionCode: 'QUIZ-ABC123',
            organisationId: 'org',
            tutorId: 't1',
            sessionCreatedAt: '2026-11-24T09:00:00.000Z',
            endedAt: '2026-11-24T09:20:00.000Z',
            endedBy: 't1',
          },
        },
      ]);
  });

  it('given the session already ended, when it is ended again (another node, a retry), then nothing is recorded', () => {
    given(endedOnce())
      .when(end({ endedAt: '2026-11-24T09:21:00.000Z' }))
      .thenNothingHappened();
  });

  it('given an earlier session of the same code ended, when a later session of the code ends, then it is recorded', () => {
    const earlier = endedOnce(
      end({
        session: { ...session, createdAt: '2026-11-20T09:00:00.000Z' },
        endedAt: '2026-11-20T09:30:00.000Z',
      }),
    );
    const events = given(earlier).when(end()).events();
    expect(events.map((event) => event.data.sessionCreatedAt)).toEqual(['2026-11-24T09:00:00.000Z']);
  });

  it('given someone other than the session’s tutor, when they end it, then refused', () => {
    given([])
      .when(end({ endedBy: 't2' }))
      .thenThrows(ForbiddenError);
  });
});
